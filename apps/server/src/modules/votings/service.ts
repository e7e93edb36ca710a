import { lockedAmount, type VotingType } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import type { Found } from '../../platform/resources.ts';
import type { Caller } from '../auth/index.ts';
import type { CommentRow } from '../comments/index.ts';
import type { CommentsService } from '../comments/index.ts';
import type { MediaPort } from '../contents/index.ts';
import { ballotOptions, isOpen, isTokenBased, votingPolicy } from './policy.ts';
import { presentAdminVoting, presentVoting } from './presenter.ts';
import {
  castTokenlessBallot,
  closeVoting,
  findVotingById,
  insertVoting,
  listAllVotings,
  listPublishedVotings,
  mediumExists,
  optionsOf,
  publishVoting,
  replaceVoting,
  userVotesOf,
  votingSlugTaken,
  type OptionRow,
  type OptionValues,
  type VotingRow,
  type VotingValues,
} from './repository.ts';
import { plainTexts, richTexts } from '../../lib/localized-texts.ts';
import type { Lang } from '../../http/locale.ts';
import { adminWrites, openCounts, type AdminWrites } from '../../platform/participation/index.ts';

/** One entry of `option_values` (POST /v2/votings/{voting_id}/vote). */
export interface OptionValue {
  option_id: string;
  /** Base units of a token vote (left out on tokenless votings). */
  amount?: string;
}

/** A token vote as the ledger takes it. */
export interface TokenVote {
  votingId: number;
  userId: number;
  optionId: number;
  /** Base units. */
  amount: bigint;
  /** amount × deposit_share / 100 (lockedAmount of @tribune/domain). */
  lockedAmount: bigint;
  unlocksAt: Date | null;
}

/**
 * Where token votes move their tokens (issues #15/#16, the community wallet): it takes the amount
 * from the voter's balance, records the vote (a `votes` row, the option's tally) and locks the
 * locked part until unlocksAt, or throws an AppError. The chain's ledger (chain/vote-ledger.ts)
 * moves value once per Idempotency-Key and answers whether this call moved any. Without a chain
 * the default ledger refuses every token vote: no balance is ever faked.
 */
export interface VoteLedger {
  /** Whether token votes can be taken at all. */
  readonly available: boolean;
  castTokenVotes(votes: TokenVote[], idempotencyKey?: string): Promise<{ created: boolean }>;
}

/** The ledger while there is no community wallet: token votes answer 422 TOKEN_VOTES_UNAVAILABLE. */
export const UNAVAILABLE_LEDGER: VoteLedger = {
  available: false,
  castTokenVotes: () => Promise.reject(new AppError('TOKEN_VOTES_UNAVAILABLE')),
};

/** An admin's voting input (POST/PUT /v2/admin/votings). */
export interface VotingInput {
  slug: string;
  voting_type?: VotingType;
  title: { en: string; de?: string; it?: string };
  description?: { en?: string; de?: string; it?: string };
  hero_medium_id?: string | null;
  ends_at: string;
  max_choices?: number;
  deposit_share?: number | null;
  unlocks_tokens_at?: string | null;
  options: Array<{ id?: string; value: { en: string; de?: string; it?: string } }>;
}

const ID = /^[1-9][0-9]{0,15}$/;

/**
 * The rules of votings (decorated as `app.votings`): who sees one, casting tokenless ballots
 * (once per user, counted exactly under concurrency), token votes through the ledger, admin
 * management; a constant number of statements per list.
 */
export class VotingsService {
  private readonly admin: AdminWrites;

  constructor(
    private readonly db: Db,
    private readonly deps: { media: MediaPort; comments: CommentsService; ledger?: VoteLedger },
  ) {
    this.admin = adminWrites({ db, type: 'voting', slugIndexes: ['votings_slug_idx'] });
  }

  /** The ledger of token votes (a port to the chain's, docs/DECISIONS.md "Server modules behind front doors"). */
  private get ledger(): VoteLedger {
    return this.deps.ledger ?? UNAVAILABLE_LEDGER;
  }

  /** The published votings: open first (soonest end), then at most 5 ended ones (most recent end). */
  async list(caller: Caller | undefined, lang: Lang) {
    const rows = await listPublishedVotings(this.db);
    const out = await this.present(rows, caller, lang);
    const counts = openCounts(rows, (r) => isOpen(r));
    return { ...out, meta: { open_count: counts.open, ended_count: counts.ended, search_locale: lang.locale } };
  }

  /** One voting with its options, the viewer's votes and top comments (unpublished: admins only). */
  async show(id: number, caller: Caller | undefined, lang: Lang) {
    const row = await this.visible(id, caller);
    const out = await this.present([row], caller, lang);
    const data = out.data[0];
    if (!data) throw new AppError('NOT_FOUND');
    return { data, included: out.included };
  }

  /**
   * Votes as the caller. Tokenless: one ballot of 1..max_choices options, once (409 ALREADY_VOTED
   * after that, also for concurrent double submits: the voting row is locked and the participant
   * row unique). Token votings go through the ledger (422 TOKEN_VOTES_UNAVAILABLE without one)
   * and need an Idempotency-Key (400 IDEMPOTENCY_KEY_REQUIRED); `created` is false when the key
   * was used before and nothing moved again. 422 VOTING_CLOSED after the end. Answers the voting
   * as it is after the vote.
   */
  async vote(id: number, caller: Caller, values: OptionValue[], lang: Lang, idempotencyKey?: string) {
    const voting = await this.visible(id, caller);
    votingPolicy.authorize(caller, 'vote', voting);
    if (isTokenBased(voting)) {
      if (!this.ledger.available) throw new AppError('TOKEN_VOTES_UNAVAILABLE');
      if (!idempotencyKey) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      const options = await optionsOf(this.db, [voting.id]);
      const { created } = await this.ledger.castTokenVotes(
        this.tokenVotes(voting, caller, options, values),
        idempotencyKey,
      );
      return { ...(await this.show(id, caller, lang)), created };
    }
    const ids = ballotOptions(voting, values);
    const outcome = await castTokenlessBallot(this.db, {
      votingId: voting.id,
      userId: caller.user.id,
      optionIds: ids,
    });
    if (outcome === 'missing') throw new AppError('NOT_FOUND');
    if (outcome === 'closed') throw new AppError('VOTING_CLOSED');
    if (outcome === 'already') throw new AppError('ALREADY_VOTED');
    if (outcome === 'bad_option') {
      throw new AppError('VALIDATION_FAILED', undefined, { option_values: ['must be options of this voting'] });
    }
    // The row as the ballot left it: presented without reading it again.
    const out = await this.present([outcome.counted], caller, lang);
    const data = out.data[0];
    if (!data) throw new AppError('NOT_FOUND');
    return { data, included: out.included, created: true };
  }

  /** A voting as one caller finds it, for the resource registry (its comments): by id. */
  async findForCaller(ref: { key: string } | { id: number }, caller: Caller | undefined): Promise<Found | undefined> {
    let id: number;
    if ('id' in ref) id = ref.id;
    else {
      if (!ID.test(ref.key)) return undefined;
      id = Number(ref.key);
    }
    const row = await findVotingById(this.db, id);
    if (!row || !votingPolicy.can(caller, 'see', row)) return undefined;
    return { id: row.id, thread: true };
  }

  // ---- admin ----

  /** Every voting, unpublished included, newest first. */
  async adminList(page: Page) {
    const { rows, total } = await listAllVotings(this.db, page.perPage, page.offset);
    const options = await optionsOf(
      this.db,
      rows.map((r) => r.id),
    );
    return {
      data: rows.map((r) =>
        presentAdminVoting(
          r,
          options.filter((o) => o.votingId === r.id),
        ),
      ),
      total,
    };
  }

  /** One voting for editing. */
  async adminShow(id: number) {
    const row = await findVotingById(this.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return presentAdminVoting(row, await optionsOf(this.db, [id]));
  }

  /** Creates an unpublished voting with its options. */
  async create(input: VotingInput, actorId: number | null) {
    const { values, options } = await this.votingValues(input);
    if (options.some((o) => o.id !== undefined)) {
      throw new AppError('VALIDATION_FAILED', undefined, { 'voting.options': ['of a new voting have no id'] });
    }
    const row = await this.admin.slugSafe(() => insertVoting(this.db, { ...values, createdBy: actorId }, options));
    await this.admin.audit(actorId, 'create', row.id, { slug: row.slug });
    return this.adminShow(row.id);
  }

  /**
   * Replaces a voting's fields and options (options with an id are renamed, without one added,
   * left out removed); once anybody voted its options can only be renamed (409 CONFLICT).
   */
  async update(id: number, input: VotingInput, actorId: number) {
    const { values, options } = await this.votingValues(input, id);
    const outcome = await this.admin.slugSafe(() => replaceVoting(this.db, id, values, options));
    if (outcome === 'missing') throw new AppError('NOT_FOUND');
    if (outcome === 'bad_option') {
      throw new AppError('VALIDATION_FAILED', undefined, { 'voting.options': ['name an option of another voting'] });
    }
    if (outcome === 'options_locked') {
      throw new AppError('CONFLICT', 'This voting has votes: its options can only be renamed, not added or removed.');
    }
    await this.admin.audit(actorId, 'update', id, {});
    return this.adminShow(id);
  }

  /** Publishes a voting. */
  async publish(id: number, actorId: number | null) {
    await this.admin.change(actorId, 'publish', id, () => publishVoting(this.db, id));
    return this.adminShow(id);
  }

  /** Closes a voting now (ends_at = now unless it ended already). */
  async close(id: number, actorId: number) {
    await this.admin.change(actorId, 'close', id, () => closeVoting(this.db, id));
    return this.adminShow(id);
  }

  // ---- internals ----

  private async visible(id: number, caller: Caller | undefined): Promise<VotingRow> {
    const row = await findVotingById(this.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    votingPolicy.authorize(caller, 'see', row);
    return row;
  }

  /** The token votes of a request: each an option of this voting with a positive whole amount. */
  private tokenVotes(voting: VotingRow, caller: Caller, options: OptionRow[], values: OptionValue[]): TokenVote[] {
    const fail = (msg: string) => new AppError('VALIDATION_FAILED', undefined, { option_values: [msg] });
    if (values.length === 0) throw fail('must choose at least one option');
    // Each option is one relayed vote under `${key}:${optionId}`: an option twice would be one.
    if (new Set(values.map((v) => v.option_id)).size !== values.length) throw fail('must not choose an option twice');
    if (values.length > voting.maxChoices) {
      throw fail(
        voting.maxChoices === 1 ? 'must choose one option' : `must choose at most ${voting.maxChoices} options`,
      );
    }
    const share = voting.depositShare === null ? null : Number(voting.depositShare);
    return values.map((v) => {
      const optionId = Number(v.option_id);
      if (!options.some((o) => o.id === optionId)) throw fail('must be options of this voting');
      if (v.amount === undefined || !/^[0-9]{1,38}$/.test(v.amount) || BigInt(v.amount) === 0n) {
        throw fail('need a positive whole amount of base units');
      }
      const amount = BigInt(v.amount);
      return {
        votingId: voting.id,
        userId: caller.user.id,
        optionId,
        amount,
        lockedAmount: lockedAmount(amount, share),
        unlocksAt: voting.unlocksTokensAt,
      };
    });
  }

  /** Presents votings with their options, the viewer's votes, top comments and hero media in `included`. */
  private async present(rows: VotingRow[], caller: Caller | undefined, lang: Lang) {
    const callerId = caller?.user.id;
    const ids = rows.map((r) => r.id);
    const commented = rows.filter((r) => r.commentsCount > 0).map((r) => r.id);
    const heroIds = [...new Set(rows.flatMap((r) => (r.heroMediumId === null ? [] : [r.heroMediumId])))];
    const [options, userVotes, top, media] = await Promise.all([
      optionsOf(this.db, ids),
      callerId === undefined ? Promise.resolve([]) : userVotesOf(this.db, ids, callerId),
      commented.length ? this.deps.comments.topFor('voting', commented, callerId) : Promise.resolve(new Map()),
      heroIds.length ? this.deps.media.findByIds(heroIds) : Promise.resolve(new Map()),
    ]);
    const data = rows.map((r) =>
      presentVoting(r, {
        locale: lang.locale,
        fallback: lang.fallback,
        options: options.filter((o) => o.votingId === r.id),
        userVotes: userVotes.filter((v) => v.votingId === r.id),
        topCommentIds: ((top.get(r.id) ?? []) as CommentRow[]).map((c) => c.id),
      }),
    );
    const included: unknown[] = [];
    for (const id of heroIds) {
      const m = media.get(id);
      if (m) included.push(this.deps.media.present(m, { available: true }));
    }
    included.push(...this.deps.comments.presentIncluded([...top.values()].flat() as CommentRow[], '', callerId));
    return { data, included };
  }

  private async votingValues(
    input: VotingInput,
    exceptId?: number,
  ): Promise<{ values: VotingValues; options: OptionValues[] }> {
    const fields: Record<string, string[]> = {};
    const type = input.voting_type ?? 'tokenless';
    const endsAt = new Date(input.ends_at);
    if (!Number.isFinite(endsAt.getTime())) fields['voting.ends_at'] = ['is not a date-time'];
    const unlocks = input.unlocks_tokens_at ? new Date(input.unlocks_tokens_at) : null;
    if (unlocks && !Number.isFinite(unlocks.getTime())) fields['voting.unlocks_tokens_at'] = ['is not a date-time'];
    const maxChoices = input.max_choices ?? 1;
    if (maxChoices > input.options.length) fields['voting.max_choices'] = ['must not exceed the number of options'];
    if (type !== 'tokenless' && maxChoices !== 1) fields['voting.max_choices'] = ['must be 1 in a token voting'];
    const share = input.deposit_share ?? null;
    if (type === 'tokenless' && (share !== null || unlocks !== null)) {
      fields['voting.deposit_share'] = ['and unlocks_tokens_at are for token votings only'];
    }
    const optionIds = input.options.flatMap((o) => (o.id === undefined ? [] : [o.id]));
    if (new Set(optionIds).size !== optionIds.length) fields['voting.options'] = ['name an option twice'];
    const heroId = input.hero_medium_id ? Number(input.hero_medium_id) : null;
    if (heroId !== null && !(await mediumExists(this.db, heroId))) fields['voting.hero_medium_id'] = ['does not exist'];
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', undefined, fields);
    if (await votingSlugTaken(this.db, input.slug, exceptId)) {
      throw this.admin.slugTaken();
    }
    return {
      values: {
        slug: input.slug,
        votingType: type,
        title: plainTexts(input.title, { collapseSpaces: true }),
        description: richTexts(input.description),
        heroMediumId: heroId,
        endsAt,
        maxChoices,
        depositShare: share === null ? null : share.toFixed(2),
        unlocksTokensAt: unlocks,
      },
      options: input.options.map((o) => ({
        ...(o.id === undefined ? {} : { id: Number(o.id) }),
        value: plainTexts(o.value, { collapseSpaces: true }),
      })),
    };
  }
}
