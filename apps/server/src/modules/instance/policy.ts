import { consoleAllows } from '@tribune/domain';
import { definePolicy, refuse } from '../../platform/policy.ts';

/** Who may change the instance's configuration: the console's setup area (docs/CONSOLE.md "Roles"). */
export const instancePolicy = definePolicy('instance', {
  /** 404 ACCOUNT_BANNED for a banned caller; the setup area's roles (admins) otherwise. */
  setup: (caller, _subject: undefined) =>
    caller?.user.status === 'banned' ? refuse('ACCOUNT_BANNED') : consoleAllows(caller?.staffRole, 'setup'),
});
