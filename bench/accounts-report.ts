// Printing of the accounts figures (issue #3), alone (`npm run bench -- accounts`) or after the others.
import { benchAccounts, type AccountsResult } from './accounts.ts';
import { fmt, printTable } from './lib.ts';
import type { Outcome } from './report.ts';

/** Prints the accounts table: hash time against its goal, sign-ins per core, refresh round trip. */
export function printAccounts(o: Outcome<AccountsResult>): void {
  console.log('\n=== Results: issue "Fan identity service and accounts" ===\n');
  if (!o.ok) return void console.log(`  FAILED: ${o.error}`);
  const v = o.value;
  printTable([
    ['figure', 'value', 'baseline (same process)', 'ratio', 'goal'],
    [
      'argon2id hash (64 MiB, t=3), fresh process',
      `${fmt(v.hashMs, 1)} ms`,
      `OWASP minimum (19 MiB, t=2) ${fmt(v.owaspMinHashMs, 1)} ms`,
      fmt(v.hashMs / v.owaspMinHashMs, 1),
      '50-250 ms',
    ],
    ['argon2id hash, embedded database loaded', `${fmt(v.hashInServerMs, 1)} ms`, '', '', '50-250 ms'],
    [
      'sign-ins per second per core (1 / verify)',
      fmt(v.signInsPerSecondPerCore, 1),
      `verify ${fmt(v.verifyMs, 1)} ms`,
      '',
      '-',
    ],
    [
      'token refresh round trip (POST /oauth/token)',
      `${fmt(v.refreshMs, 2)} ms`,
      `plain Fastify GET ${fmt(v.pingMs, 2)} ms`,
      fmt(v.refreshRatio, 1),
      '-',
    ],
  ]);
  console.log(
    `\nMedians of ${v.samples.hash} hashes (alternating with the OWASP-minimum hasher) and of ${v.samples.refresh} refreshes in 3 rounds alternating with plain GETs, over loopback HTTP on an in-memory PGlite.`,
  );
}

/** Runs only the accounts figures and prints them with a JSON line. */
export async function runAccountsOnly(log: (line: string) => void): Promise<void> {
  log('Tribune bench: issue "Fan identity service and accounts"');
  let outcome: Outcome<AccountsResult>;
  try {
    outcome = { ok: true, value: await benchAccounts(log) };
  } catch (err) {
    outcome = { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  printAccounts(outcome);
  console.log(`BENCH_JSON_ACCOUNTS ${JSON.stringify(outcome)}`);
}
