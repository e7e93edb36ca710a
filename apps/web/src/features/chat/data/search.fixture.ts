// The records of the chat search benches (search.bench.ts in Node, search.browser-bench.ts in
// Chromium) and tests: deterministic sentences of a fan chat's vocabulary, stored conversations,
// messages and the previous schema. Nothing in the app imports it.

export const VOCABULARY = (
  'the a and to of in is it you that for on with this are be at have we not but they do so what ' +
  'match game stadium tonight tickets goal season coach training derby fans scarf jersey away home ' +
  'kickoff halftime penalty referee striker keeper defence midfield transfer signing injury bench ' +
  'see meet train bus beer pizza later tomorrow weekend saturday sunday morning evening thanks great ' +
  'amazing terrible lucky unlucky win lose draw score table league cup final semi quarter group ' +
  'concert tour album song singer band stage encore setlist merch photo video link message call ' +
  'Grüße Köln città bella perché Straße Mannschaft Spiel Tor partita squadra stasera domani'
).split(' ');

/** A small deterministic generator, so every run searches the same messages. */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A chat sentence of 4 to 21 words; with `rareWords`, one in five also carries a rarer word (numbers, names). */
export function sentence(rand: () => number, rareWords = false): string {
  const length = 4 + Math.floor(rand() * 18);
  const words: string[] = [];
  for (let i = 0; i < length; i++) words.push(VOCABULARY[Math.floor(rand() * VOCABULARY.length)] ?? 'goal');
  if (rareWords && rand() < 0.2) words.push(`room${Math.floor(rand() * 5000)}`);
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${rand() < 0.3 ? '?' : rand() < 0.5 ? '!' : '.'}`;
}

/** A conversation with a fan as the local store keeps it, created and updated at `at` (ISO). */
export function storedConversation(id: string, userId: string, userSlug: string, name: string, at: string) {
  return {
    id,
    userId,
    userSlug,
    name,
    avatar: null,
    createdAt: at,
    updatedAt: at,
    unreadMessages: 0,
    hasUnencryptedMessages: false,
    readOnly: false,
    lastMessageId: null,
    lastMessageAt: null,
    blockedByCurrentUser: false,
    currentUserBlockedByUser: false,
  };
}

/** `count` conversations with fans, all created at `start` (ms), as the local store keeps them. */
export function benchConversations(count: number, start: number) {
  return Array.from({ length: count }, (_, i) =>
    storedConversation(`c${i}`, String(100 + i), `fan-${i}`, `Fan ${i}`, new Date(start).toISOString()),
  );
}

/** The benches' message `i` (id `id`) before decryption: one a minute from `start` (ms), round the conversations. */
export function benchMessage(id: string, i: number, conversations: number, start: number) {
  return {
    id,
    conversationId: `c${i % conversations}`,
    senderId: String(100 + (i % conversations)),
    senderName: 'Fan',
    sentAt: new Date(start + i * 60_000).toISOString(),
    keyId: null,
    encrypted: true,
    content: null,
  };
}

/** The stores of the chat database's previous schema (version 1, with the `*words` index). */
export const PREVIOUS_SCHEMA = {
  messages: 'id, conversationId, [conversationId+sentAt], *words, sentAt',
  conversations: 'id, userId, updatedAt',
  privateKeys: 'userId',
  conversationKeys: 'keyId, conversationId',
  metadata: 'key',
};
