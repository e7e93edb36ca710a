import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, chatDb, closeChatDbs, type LocalMessage } from '../store/db.ts';
import { SearchIndex, searchIndexOf, type IndexedRow } from '../store/search-index.ts';
import { wipeChatDevice } from '../store/wipe.ts';
import { readableMessage } from './convert.ts';
import { searchLocal } from './search.ts';
import { PREVIOUS_SCHEMA } from './search.fixture.ts';

function message(id: string, text: string, conversationId = 'c1'): LocalMessage {
  return readableMessage(
    {
      id,
      conversationId,
      senderId: '2',
      senderName: 'Partner',
      sentAt: `2025-04-01T12:00:00.000Z`,
      keyId: null,
      encrypted: false,
      content: null,
    },
    text,
  );
}

const ids = async (db: ReturnType<typeof chatDb>, query: string, limit?: number) =>
  (await searchLocal(db, query, limit)).map((h) => h.id);

describe('SearchIndex', () => {
  it('unions every word a query word prefixes, newest first by id, each message once', () => {
    const index = new SearchIndex();
    index.set('9', ['stade', 'stadium']);
    index.set('10', ['stadium']);
    index.set('100', ['start']);
    index.set('2', ['stables']);
    index.set('11', ['other']);
    expect(index.search(['stad'], 50)).toEqual(['10', '9']);
    expect(index.search(['sta'], 50)).toEqual(['100', '10', '9', '2']);
    expect(index.search(['sta'], 2)).toEqual(['100', '10']);
    expect(index.search(['tad'], 50)).toEqual([]);
  });

  it('needs every query word (AND), testing the others on the rarest word', () => {
    const index = new SearchIndex();
    index.set('1', ['see', 'you', 'tonight']);
    index.set('2', ['tonight', 'stadium']);
    index.set('3', ['stadium', 'tour']);
    index.set('4', ['tonight']);
    expect(index.search(['tonight', 'stad'], 50)).toEqual(['2']);
    expect(index.search(['to'], 50)).toEqual(['4', '3', '2', '1']);
    expect(index.search(['to', 'st'], 50)).toEqual(['3', '2']);
    expect(index.search(['tonight', 'zzz'], 50)).toEqual([]);
  });

  it('replaces an edited message and forgets deleted ones, by id or by key range', () => {
    const index = new SearchIndex();
    index.set('1', ['old', 'kept']);
    index.set('1', ['new', 'kept']);
    expect(index.search(['old'], 50)).toEqual([]);
    expect(index.search(['new'], 50)).toEqual(['1']);
    index.set('2', ['kept']);
    index.set('3', ['kept']);
    index.delete(['2']);
    expect(index.search(['kept'], 50)).toEqual(['3', '1']);
    index.deleteRange('1', '2');
    expect(index.search(['kept'], 50)).toEqual(['3']);
    expect(index.size).toBe(1);
    index.deleteRange(null, null);
    expect(index.size).toBe(0);
  });

  it('keeps writes made during a build over the older rows a chunk read', async () => {
    const index = new SearchIndex();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stored: IndexedRow[] = [
      { id: '1', words: ['old'] },
      { id: '2', words: ['gone'] },
      { id: '3', words: ['plain'] },
    ];
    const built = index.build(async (after) => {
      await gate;
      return after === null ? stored : [];
    }, 10);
    index.set('1', ['new']);
    index.delete(['2']);
    release();
    await built;
    expect(index.ready).toBe(true);
    expect(index.search(['old'], 50)).toEqual([]);
    expect(index.search(['new'], 50)).toEqual(['1']);
    expect(index.search(['gone'], 50)).toEqual([]);
    expect(index.search(['plain'], 50)).toEqual(['3']);
  });

  it('reads the stored rows in chunks', async () => {
    const index = new SearchIndex();
    const stored = Array.from({ length: 25 }, (_, i) => ({ id: String(i + 1), words: ['w', `n${i + 1}`] }));
    const reads: (string | null)[] = [];
    await index.build(async (after, chunk) => {
      reads.push(after);
      const from = after === null ? 0 : stored.findIndex((r) => r.id === after) + 1;
      return stored.slice(from, from + chunk);
    }, 10);
    expect(reads).toEqual([null, '10', '20']);
    expect(index.size).toBe(25);
    expect(index.search(['w'], 3)).toEqual(['25', '24', '23']);
  });
});

describe('the search index of a chat database', () => {
  it('indexes new messages as they are stored, and edits and deletions as they commit', async () => {
    const db = chatDb('index-live');
    await db.messages.bulkPut([message('1', 'Derby tonight'), message('2', 'Tickets for the derby', 'c2')]);
    expect(await ids(db, 'derb')).toEqual(['2', '1']);

    await db.messages.put(message('3', 'Derby tickets sold out'));
    expect(await ids(db, 'derby tick')).toEqual(['3', '2']);

    // An edit (a pending message decrypted later, for one) replaces its words.
    await db.messages.put(message('1', 'Concert tonight'));
    expect(await ids(db, 'derby')).toEqual(['3', '2']);
    expect(await ids(db, 'concert')).toEqual(['1']);
    await db.messages.update('3', { words: ['changed'] });
    expect(await ids(db, 'derby')).toEqual(['2']);
    expect(await ids(db, 'changed')).toEqual(['3']);

    // A conversation's messages deleted (as sync does when a conversation goes away), then a clear.
    await db.messages.where('conversationId').equals('c2').delete();
    expect(await ids(db, 'tickets')).toEqual([]);
    await db.messages.bulkDelete(['3']);
    expect(await ids(db, 'changed')).toEqual([]);
    await db.messages.clear();
    expect(await ids(db, 'concert')).toEqual([]);
    expect(searchIndexOf(db).size).toBe(0);
  });

  it('ignores writes of a transaction that aborts', async () => {
    const db = chatDb('index-abort');
    await expect(
      db.transaction('rw', db.messages, async () => {
        await db.messages.put(message('1', 'never stored'));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await ids(db, 'never')).toEqual([]);
    expect(searchIndexOf(db).size).toBe(0);
  });

  it('is rebuilt from the stored messages when the database opens again', async () => {
    const first = chatDb('index-reopen');
    await first.messages.bulkPut(Array.from({ length: 1200 }, (_, i) => message(String(i + 1), `goal number${i + 1}`)));
    closeChatDbs();
    const again = chatDb('index-reopen');
    expect(again).not.toBe(first);
    expect(await ids(again, 'goal', 3)).toEqual(['1200', '1199', '1198']);
    expect(await ids(again, 'number79')).toEqual([
      '799',
      '798',
      '797',
      '796',
      '795',
      '794',
      '793',
      '792',
      '791',
      '790',
      '79',
    ]);
    expect(searchIndexOf(again).size).toBe(1200);
    closeChatDbs();
  });

  it('upgrades a database of the previous schema: the *words index dropped, its messages searchable', async () => {
    const old = new Dexie('tribune-chat-index-upgrade');
    old.version(1).stores(PREVIOUS_SCHEMA);
    await old.table('messages').bulkPut([message('5', 'Grüße aus Köln'), message('6', 'Köln tonight')]);
    old.close();

    const db = chatDb('index-upgrade');
    expect(await ids(db, 'köln')).toEqual(['6', '5']);
    expect(await ids(db, 'grü köl')).toEqual(['5']);
    expect(db.verno).toBe(2);
    expect(db.messages.schema.indexes.map((i) => i.name)).not.toContain('words');
    closeChatDbs();
  });

  it('forgets everything when the device is wiped', async () => {
    const db = chatDb('index-wipe');
    await db.messages.bulkPut([message('1', 'secret plans'), message('2', 'more secret')]);
    expect(await ids(db, 'secret')).toEqual(['2', '1']);
    await wipeChatDevice('index-wipe');
    expect(searchIndexOf(db).size).toBe(0);
    expect(await Dexie.exists('tribune-chat-index-wipe')).toBe(false);
    closeChatDbs();
    const fresh = chatDb('index-wipe');
    expect(await ids(fresh, 'secret')).toEqual([]);
    expect((await buildSearchIndex(fresh)).size).toBe(0);
    closeChatDbs();
  });
});
