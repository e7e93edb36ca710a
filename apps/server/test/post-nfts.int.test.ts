import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withModule } from '@tribune/domain';
import { postNfts, users } from '../src/db/schema.ts';
import { MAX_POST_NFTS } from '../src/modules/group-posts/input.ts';
import { fanWithTokens, useChainApp } from './chain-fixtures.ts';
import { adminToken, expectError, multipartParts, openSpaces, png, sendForm } from './fixtures.ts';

interface Rec {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: unknown }>;
}
interface Doc {
  data: Rec;
  included: Rec[];
}

/**
 * NFTs in posts (docs/NFTS.md "NFTs in posts") on a real embedded chain: a group post and a feed
 * post show publicly visible NFTs their author holds (`relationships.nfts`, the `nft` and
 * `nft_medium` records in included, on every list page with a fixed number of statements); NFTs
 * the author does not hold, hidden ones and more than MAX_POST_NFTS are refused 422 naming each id;
 * while the module is off the old refusal stays.
 */
describe('NFTs in posts', () => {
  const t = useChainApp({ admin: true });
  let admin: string;
  let anna: { token: string; id: number };
  let ben: { token: string; id: number };
  let groupSlug = '';
  let collectionId = '';
  let cardId = '';
  let secondId = '';
  let hiddenId = '';
  let notHeldId = '';

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const ok = async (method: Method, url: string, token: string | undefined, payload?: unknown, status = 200) => {
    const res = await t.req(method, url, token, payload, { 'idempotency-key': `k-${Math.random()}` });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  };
  const setModules = async (nfts: boolean) => {
    const { config, flags } = t.app.instance.snapshot();
    let moduleConfig = withModule(withModule(config, 'spaces', true), 'postToFeed', true);
    moduleConfig = withModule(moduleConfig, 'nfts', nfts);
    await t.app.instance.update({ moduleConfig, featureFlags: { ...flags, postToFeed: true } });
  };
  const userId = async (slug: string) => {
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.uid, `uid-${slug}`));
    return row!.id;
  };
  const createNft = async (name: string, visible = true): Promise<string> => {
    const form = await sendForm(t.req, 'POST', '/v2/admin/nfts', admin, [
      {
        name: 'nft[data]',
        value: JSON.stringify({
          nft_collection_id: collectionId,
          name: { en: name, de: `${name} (de)` },
          amount: 10,
          publicly_visible: visible,
        }),
      },
      { name: 'nft[file]', value: await png(300, 400), filename: 'card.png', type: 'image/png' },
    ]);
    expect(form.statusCode, form.body).toBe(201);
    return form.json().data.id as string;
  };
  const mint = (nft: string, user: number, amount = 1) =>
    ok('POST', `/v2/admin/nfts/${nft}/mints`, admin, { mint: { user_id: String(user), amount } }, 201);
  const nftRefs = (rec: Rec) => (rec.relationships?.nfts?.data as Array<{ id: string; type: string }>) ?? [];

  beforeAll(async () => {
    await openSpaces(t.app);
    await setModules(true);
    admin = await adminToken(t.keys);
    expect((await t.req('GET', '/v2/user/show', admin)).statusCode).toBe(200);
    anna = { token: (await fanWithTokens(t.app, t.keys, 'pn-anna', '0')).token, id: await userId('pn-anna') };
    ben = { token: (await fanWithTokens(t.app, t.keys, 'pn-ben', '0')).token, id: await userId('pn-ben') };
    const group = (await ok('POST', '/v2/fan_groups', anna.token, { fan_group: { name: 'Card Collectors' } }, 201))
      .data as Rec;
    groupSlug = group.attributes.slug as string;
    const collection = await ok(
      'POST',
      '/v2/admin/nft_collections',
      admin,
      { nft_collection: { slug: 'post-cards', name: { en: 'Post cards' } } },
      201,
    );
    collectionId = collection.data.id;
    cardId = await createNft('The keeper');
    secondId = await createNft('The striker');
    hiddenId = await createNft('Backroom card', false);
    notHeldId = await createNft('Nobody has me');
    await mint(cardId, anna.id, 2);
    await mint(secondId, anna.id);
    await mint(hiddenId, anna.id);
    await mint(notHeldId, ben.id);
  }, 240_000);

  it('shows the NFTs its author holds on a group post and a feed post, in their order, with their media', async () => {
    const doc = (await ok(
      'POST',
      '/v2/group_posts',
      anna.token,
      { group_post: { fan_group_id: groupSlug, body: '<p>My keeper</p>', nft_ids: [secondId, cardId, secondId] } },
      201,
    )) as Doc;
    expect(nftRefs(doc.data)).toEqual([
      { id: secondId, type: 'nft' },
      { id: cardId, type: 'nft' },
    ]);
    const card = doc.included.find((r) => r.type === 'nft' && r.id === cardId)!;
    expect(card.attributes).toMatchObject({ name: 'The keeper', user_amount: 2, publicly_visible: true });
    const medium = (card.relationships!.nft_medium!.data as { id: string }).id;
    expect(doc.included.find((r) => r.type === 'nft_medium' && r.id === medium)?.attributes.media_type).toBe('image');

    // Multipart takes nft_ids[] too; names in the request's language; a reader sees their own copies (0).
    const parts = multipartParts([
      { name: 'feed_post[body]', value: '<p>On the feed</p>' },
      { name: 'nft_ids[]', value: cardId },
    ]);
    const form = await t.req('POST', '/v2/feed_posts', anna.token, parts.payload, {
      'content-type': parts.contentType,
      'requested-language': 'de',
    });
    expect(form.statusCode, form.body).toBe(201);
    const slug = form.json().data.attributes.slug as string;
    const seen = (await ok('GET', `/v2/feed_posts/${slug}`, ben.token)) as Doc;
    expect(nftRefs(seen.data)).toEqual([{ id: cardId, type: 'nft' }]);
    expect(seen.included.find((r) => r.type === 'nft')?.attributes).toMatchObject({
      name: 'The keeper',
      user_amount: 0,
    });
    expect(form.json().included.find((r: Rec) => r.type === 'nft')?.attributes.name).toBe('The keeper (de)');

    // An edit with nft_ids replaces them; without, they stay; an empty list removes them.
    const edited = (await ok('PUT', `/v2/feed_posts/${slug}`, anna.token, {
      feed_post: { nft_ids: [secondId] },
    })) as Doc;
    expect(nftRefs(edited.data)).toEqual([{ id: secondId, type: 'nft' }]);
    const kept = (await ok('PUT', `/v2/feed_posts/${slug}`, anna.token, {
      feed_post: { body: '<p>Edited</p>' },
    })) as Doc;
    expect(nftRefs(kept.data)).toEqual([{ id: secondId, type: 'nft' }]);
    const cleared = (await ok('PUT', `/v2/feed_posts/${slug}`, anna.token, { feed_post: { nft_ids: [] } })) as Doc;
    expect(nftRefs(cleared.data)).toEqual([]);
    expect(cleared.included.some((r) => r.type === 'nft')).toBe(false);
  }, 120_000);

  it('refuses NFTs the author does not hold, hidden ones, unknown ids and too many, naming each id', async () => {
    const post = (nftIds: string[]) =>
      t.req('POST', '/v2/group_posts', anna.token, {
        group_post: { fan_group_id: groupSlug, body: '<p>Refused</p>', nft_ids: nftIds },
      });
    const before = (await t.database.db.select().from(postNfts)).length;
    const notHeld = await post([cardId, notHeldId]);
    expectError(notHeld, 422, 'VALIDATION_FAILED');
    expect(notHeld.json().errors['group_post.nft_ids']).toEqual([`${notHeldId} is not an NFT you hold`]);
    const hidden = await post([hiddenId, '999999999']);
    expectError(hidden, 422, 'VALIDATION_FAILED');
    expect(hidden.json().errors['group_post.nft_ids']).toEqual([
      `${hiddenId} is not an NFT you hold`,
      '999999999 is not an NFT you hold',
    ]);
    const feed = await t.req('POST', '/v2/feed_posts', ben.token, {
      feed_post: { body: '<p>x</p>', nft_ids: [cardId] },
    });
    expectError(feed, 422, 'VALIDATION_FAILED');
    expect(feed.json().errors['feed_post.nft_ids']).toEqual([`${cardId} is not an NFT you hold`]);
    const tooMany = await post(Array.from({ length: MAX_POST_NFTS + 1 }, () => cardId));
    expectError(tooMany, 422);
    // Nothing was stored for the refused posts, and no post was made.
    expect((await t.database.db.select().from(postNfts)).length).toBe(before);
  });

  it('keeps the old refusal while the module is off, and shows no NFTs then', async () => {
    const made = (await ok(
      'POST',
      '/v2/group_posts',
      anna.token,
      { group_post: { fan_group_id: groupSlug, body: '<p>Before</p>', nft_ids: [cardId] } },
      201,
    )) as Doc;
    await setModules(false);
    try {
      const res = await t.req('POST', '/v2/group_posts', anna.token, {
        group_post: { fan_group_id: groupSlug, body: '<p>Off</p>', nft_ids: [cardId] },
      });
      expectError(res, 422, 'VALIDATION_FAILED');
      expect(res.json().errors['group_post.nft_ids']).toEqual([
        'cannot be attached: NFTs are not available on this instance yet',
      ]);
      const shown = (await ok('GET', `/v2/group_posts/${made.data.attributes.slug as string}`, ben.token)) as Doc;
      expect(nftRefs(shown.data)).toEqual([]);
      expect(shown.included.some((r) => r.type === 'nft')).toBe(false);
    } finally {
      await setModules(true);
    }
  });

  it('includes the NFTs on list pages (group posts, feed posts, the feed, a profile) in a fixed number of statements', async () => {
    for (let i = 0; i < 3; i++) {
      await ok(
        'POST',
        '/v2/group_posts',
        anna.token,
        { group_post: { fan_group_id: groupSlug, body: `<p>Page ${i}</p>`, nft_ids: i % 2 ? [cardId] : [secondId] } },
        201,
      );
      await ok(
        'POST',
        '/v2/feed_posts',
        anna.token,
        { feed_post: { body: `<p>Feed ${i}</p>`, nft_ids: [cardId] } },
        201,
      );
    }
    const statements = async (url: string) => {
      const { result, queries } = await t.database.countQueries(() => ok('GET', url, ben.token));
      return { doc: result as { data: Rec[]; included: Rec[] }, queries };
    };
    const small = await statements(`/v2/group_posts?fan_group_id=${groupSlug}&per_page=2`);
    const large = await statements(`/v2/group_posts?fan_group_id=${groupSlug}&per_page=6`);
    expect(large.queries).toBe(small.queries);
    const withNfts = large.doc.data.filter((p) => nftRefs(p).length > 0);
    expect(withNfts.length).toBeGreaterThanOrEqual(4);
    const included = new Set(large.doc.included.map((r) => `${r.type}-${r.id}`));
    for (const p of withNfts) for (const ref of nftRefs(p)) expect(included.has(`nft-${ref.id}`)).toBe(true);
    expect(large.doc.included.filter((r) => r.type === 'nft_medium').length).toBeGreaterThanOrEqual(2);

    const feedPosts = await statements('/v2/feed_posts?per_page=10');
    expect(feedPosts.doc.data.filter((p) => nftRefs(p).length > 0).length).toBeGreaterThanOrEqual(3);
    expect(feedPosts.doc.included.some((r) => r.type === 'nft' && r.id === cardId)).toBe(true);

    const feed = (await ok('GET', '/v2/feed?per_page=20', ben.token)) as { included: Rec[] };
    const posts = feed.included.filter((r) => r.type === 'feed_post' || r.type === 'group_post');
    expect(posts.some((p) => nftRefs(p).length > 0)).toBe(true);
    expect(feed.included.some((r) => r.type === 'nft' && r.id === cardId)).toBe(true);

    const profile = (await ok('GET', '/v2/profiles/pn-anna/posts?per_page=20', ben.token)) as { included: Rec[] };
    expect(profile.included.some((r) => r.type === 'nft' && r.id === secondId)).toBe(true);
  }, 120_000);

  it('stops showing an NFT that became hidden, and drops the rows with the post', async () => {
    const doc = (await ok(
      'POST',
      '/v2/feed_posts',
      anna.token,
      { feed_post: { body: '<p>Soon hidden</p>', nft_ids: [secondId, cardId] } },
      201,
    )) as Doc;
    const visibility = (visible: boolean) => ({
      nft: { nft_collection_id: collectionId, name: { en: 'The striker' }, amount: 10, publicly_visible: visible },
    });
    await ok('PUT', `/v2/admin/nfts/${secondId}`, admin, visibility(false));
    try {
      const shown = (await ok('GET', `/v2/feed_posts/${doc.data.attributes.slug as string}`, ben.token)) as Doc;
      expect(nftRefs(shown.data)).toEqual([{ id: cardId, type: 'nft' }]);
      expect(shown.included.some((r) => r.type === 'nft' && r.id === secondId)).toBe(false);
    } finally {
      await ok('PUT', `/v2/admin/nfts/${secondId}`, admin, visibility(true));
    }
    const rows = () =>
      t.database.db
        .select()
        .from(postNfts)
        .where(eq(postNfts.feedPostId, Number(doc.data.id)));
    expect(await rows()).toHaveLength(2);
    const res = await t.req('DELETE', `/v2/feed_posts/${doc.data.attributes.slug as string}`, anna.token);
    expect(res.statusCode).toBe(204);
    expect(await rows()).toHaveLength(0);
  });
});
