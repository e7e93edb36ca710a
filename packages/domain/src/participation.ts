/**
 * Participation (votings, ideation missions and ideas, AMA sessions and questions) and events:
 * the spec's enumerations verbatim and the pure rules server and web share
 * (docs/PARTICIPATION.md "Shared"). docs/PARTICIPATION.md has the decisions the spec leaves open.
 */

/** Voting types (docs/PARTICIPATION.md "Votings"). */
export const VOTING_TYPES = ['tokenless', 'tokenbased_fixed', 'tokenbased_variable'] as const;
/** A voting type. */
export type VotingType = (typeof VOTING_TYPES)[number];

/** Whether votes of this type move tokens (and so need the ledger). */
export function isTokenVoting(type: VotingType): boolean {
  return type !== 'tokenless';
}

/** The club acceptance status of an idea (docs/PARTICIPATION.md "Ideation"), verbatim, spelling `successfull` included. */
export const IDEA_STATUSES = [
  'submitted',
  'active',
  'expired',
  'successfull',
  'rejected',
  'accepted',
  'implemented',
] as const;
/** An idea's club acceptance status. */
export type IdeaStatus = (typeof IDEA_STATUSES)[number];

/** How ideas of a mission and questions of an AMA session are sorted (`sort_ideas_by`, `sort_ama_questions_by`). */
export const PARTICIPATION_SORTS = ['top', 'hot', 'recent'] as const;
/** A sort of ideas or questions. */
export type ParticipationSort = (typeof PARTICIPATION_SORTS)[number];

/** "Ended sessions, past votings and events: at most 5 listed" (docs/PARTICIPATION.md "Shared"). */
export const ENDED_LISTED = 5;

/** 10^TOKEN_DECIMALS (constants.ts: "Token amounts ×/÷ 1e8", docs/CHAIN.md "Contracts") as a bigint: one token in base units. */
export const TOKEN_UNIT = 100_000_000n;

/**
 * The locked part of a token vote: amount × deposit_share / 100, 0 without a share (docs/CHAIN.md "Boosts in the presenters, content unlocks, token votes, frozen tokens").
 * Base units, rounded down (a fan is never locked more than the share).
 */
export function lockedAmount(amount: bigint, depositShare: number | null | undefined): bigint {
  if (!depositShare || depositShare <= 0) return 0n;
  // The share is a percentage with up to 2 decimals: work in hundredths of a percent.
  const hundredths = BigInt(Math.round(depositShare * 100));
  return (amount * hundredths) / 10_000n;
}

/** A voting, mission or AMA session is open while `ends_at` is in the future (docs/PARTICIPATION.md "Shared"). */
export function isOpenUntil(endsAt: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (endsAt === null || endsAt === undefined) return true;
  return new Date(endsAt).getTime() > now.getTime();
}

/** An event is open if `ends_at`, or else `starts_at`, is in the future (docs/PARTICIPATION.md "Shared"). */
export function isEventOpen(
  event: { starts_at: string | Date; ends_at?: string | Date | null },
  now: Date = new Date(),
): boolean {
  const end = event.ends_at ?? event.starts_at;
  return new Date(end).getTime() > now.getTime();
}

/** Whether an event still takes registrations: registration closes when it starts (docs/PARTICIPATION.md). */
export function eventRegistrationOpen(event: { starts_at: string | Date }, now: Date = new Date()): boolean {
  return new Date(event.starts_at).getTime() > now.getTime();
}

/** A fan's place at an event: registered, or waiting for a place to free up. */
export const EVENT_REGISTRATION_STATUSES = ['registered', 'waiting'] as const;
/** A registration status. */
export type EventRegistrationStatus = (typeof EVENT_REGISTRATION_STATUSES)[number];

/** The failure names of error reporting (docs/DECISIONS.md "Failures in the app"), verbatim. */
export const PARTICIPATION_FAILURES = {
  ideation: 'Ideation Error',
  ama: 'AmaSession Error',
  event: 'Event Error',
} as const;
