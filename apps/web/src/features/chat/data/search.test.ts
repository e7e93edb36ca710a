import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatDb, type LocalMessage } from '../store/db.ts';
import { readableMessage } from './convert.ts';
import { scanSearch, searchLocal } from './search.ts';
import { storedConversation } from './search.fixture.ts';

const db = chatDb('search-test');

function message(id: string, conversationId: string, text: string): LocalMessage {
  return readableMessage(
    {
      id,
      conversationId,
      senderId: '2',
      senderName: 'Partner',
      sentAt: `2025-04-01T12:00:${id.padStart(2, '0')}.000Z`,
      keyId: null,
      encrypted: false,
      content: null,
    },
    text,
  );
}

beforeAll(async () => {
  await db.conversations.bulkPut(
    ['c1', 'c2'].map((id) =>
      storedConversation(id, '2', 'p', id === 'c1' ? 'Anna' : 'Bruno', '2025-01-01T00:00:00.000Z'),
    ),
  );
  await db.messages.bulkPut([
    message('1', 'c1', 'See you at the stadium tonight'),
    message('2', 'c1', 'The Stadium tour starts at 10'),
    message('3', 'c2', 'Tickets for tonight are sold out'),
    message('4', 'c2', 'Grüße aus Köln'),
    message('10', 'c1', 'stadium stadium stadium'),
    { ...message('11', 'c1', ''), pending: true, words: [] },
  ]);
});

describe('on-device search', () => {
  it('matches a word prefix, case-insensitively, newest first, with the conversation name', async () => {
    const hits = await searchLocal(db, 'STAD');
    expect(hits.map((h) => h.id)).toEqual(['10', '2', '1']);
    expect(hits[0]?.conversationName).toBe('Anna');
  });

  it('needs every query word to match some word of the message', async () => {
    expect((await searchLocal(db, 'tonight stadium')).map((h) => h.id)).toEqual(['1']);
    expect((await searchLocal(db, 'ton sold')).map((h) => h.id)).toEqual(['3']);
    expect(await searchLocal(db, 'stadium sold')).toEqual([]);
  });

  it('matches the start of words only, not their middle', async () => {
    expect(await searchLocal(db, 'dium')).toEqual([]);
  });

  it('finds accented and non-Latin words and names the conversation', async () => {
    const hits = await searchLocal(db, 'grü köl');
    expect(hits.map((h) => [h.id, h.conversationName])).toEqual([['4', 'Bruno']]);
  });

  it('answers nothing for an empty or punctuation-only query, and honours the limit', async () => {
    expect(await searchLocal(db, '  ?! ')).toEqual([]);
    expect((await searchLocal(db, 'stadium', 2)).map((h) => h.id)).toEqual(['10', '2']);
  });

  it('agrees with the naive scan on whole words', async () => {
    for (const q of ['stadium', 'tonight', 'köln', 'tickets sold']) {
      const indexed = (await searchLocal(db, q)).map((h) => h.id);
      const scanned = (await scanSearch(db, q)).map((h) => h.id);
      expect(indexed).toEqual(scanned);
    }
  });
});
