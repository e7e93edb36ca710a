/**
 * The one permission verb (docs/DECISIONS.md "One permission verb"). Each module writes its rules
 * once, in its `policy.ts`, as a policy of named actions; everybody asks it the same way:
 *
 *   votingPolicy.can(caller, 'see', voting)        // a boolean, for presenters and filters
 *   votingPolicy.authorize(caller, 'vote', voting) // throws the refusal, for services
 *
 * A rule answers `true`, `false` or a `Refusal` naming its own error (AMA_SESSION_CLOSED, …).
 * `false` on an action the policy lists in `hides` answers 404 NOT_FOUND, the same as a missing
 * record, so a hidden thing does not tell that it exists; any other `false` answers 403 FORBIDDEN.
 * SQL filters that express a rule are built by the same policy (see `spacesPolicy.seesSql`).
 */
import type { ErrorCode } from '@tribune/domain';
import { AppError } from '../http/errors.ts';
import type { Caller } from './caller.ts';

/** Why an action is refused, when it is more than "forbidden" or "not found". */
export interface Refusal {
  readonly refused: ErrorCode;
  readonly message?: string;
  readonly fields?: Record<string, string[]>;
}

/** A rule's answer: allowed, refused (the policy's default error) or refused with its own error. */
export type Verdict = boolean | Refusal;

/** A rule: whether the caller (undefined: a guest) may do the action on the subject. */
export type Rule<S> = (caller: Caller | undefined, subject: S) => Verdict;

/** The refusal a rule answers when its action fails for a reason of its own. */
export function refuse(code: ErrorCode, message?: string, fields?: Record<string, string[]>): Refusal {
  return { refused: code, message, fields };
}

// A rule's subject parameter is contravariant; `never` accepts every rule of the record.
type Rules = Record<string, (caller: Caller | undefined, subject: never) => Verdict>;
type SubjectOf<R extends Rules, A extends keyof R> = Parameters<R[A]>[1];

/** A module's rules and the two ways to ask them. */
export interface Policy<R extends Rules> {
  readonly name: string;
  readonly rules: R;
  /** Whether the caller may do the action on the subject. */
  can<A extends keyof R & string>(caller: Caller | undefined, action: A, subject: SubjectOf<R, A>): boolean;
  /** Throws the refusal (404 for a hiding action, 403 otherwise, or the rule's own error) unless allowed. */
  authorize<A extends keyof R & string>(caller: Caller | undefined, action: A, subject: SubjectOf<R, A>): void;
}

/** Options of a policy: the actions whose refusal must look like a missing record, and messages. */
export interface PolicyOptions<R extends Rules> {
  /** Actions answered 404 NOT_FOUND when refused (seeing a thing). */
  hides?: ReadonlyArray<keyof R & string>;
  /** The message of a plain 403 per action, where the default one says too little. */
  messages?: Partial<Record<keyof R & string, string>>;
}

/** Defines a module's policy from its rules. */
export function definePolicy<R extends Rules>(name: string, rules: R, options: PolicyOptions<R> = {}): Policy<R> {
  const hides = new Set<string>(options.hides ?? []);
  const verdict = (caller: Caller | undefined, action: string, subject: unknown): Verdict =>
    (rules[action] as (c: Caller | undefined, s: unknown) => Verdict)(caller, subject);
  return {
    name,
    rules,
    can: (caller, action, subject) => verdict(caller, action, subject) === true,
    authorize(caller, action, subject) {
      const answer = verdict(caller, action, subject);
      if (answer === true) return;
      if (answer !== false) throw new AppError(answer.refused, answer.message, answer.fields);
      if (hides.has(action)) throw new AppError('NOT_FOUND');
      throw new AppError('FORBIDDEN', options.messages?.[action]);
    },
  };
}
