// Figures of issue #12 (participation):
// 1. the voting show (options, the viewer's votes, top comments) in requests per second, the real
//    app against a bare Fastify route running the same SQL (with `pg` on PostgreSQL, on the same
//    PGlite instance otherwise), rounds alternating in the same minute;
// 2. ballots per second on one option under contention (100 connections, every ballot its own
//    user, plus double submits), app against the bare route running the same transaction, and the
//    tallies checked afterwards: none lost, none counted twice.
// On PGlite always, on PostgreSQL too with BENCH_DATABASE_URL (an admin URL; a fresh database is made).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchIdentity } from './chat-load.ts';
import { fmt, freePort, median, pool, printTable, round, startChild, type ChildServer } from './lib.ts';

const LOAD = { connections: 20, warmupS: 2, durationS: 6, voters: 2000, contention: 100, doubles: 200 };

/** The figures on one database. */
export interface ParticipationFigures {
  database: 'pglite' | 'postgresql';
  showAppRps: number;
  showBareRps: number;
  showRatio: number;
  votesPerSApp: number;
  votesPerSBare: number;
  votesRatio: number;
  /** Ballots counted, expected, and refused double submits, per side. */
  app: Tally;
  bare: Tally;
}

interface Tally {
  counted: number;
  refused: number;
  failed: number;
  optionVotes: number;
  participants: number;
  exact: boolean;
}

async function rps(url: string, headers: Record<string, string>, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, headers, connections: LOAD.connections, duration: seconds });
}

/** Casts one ballot per voter plus `doubles` second ballots, `contention` at a time; answers the time and outcomes. */
async function contend(
  ballots: Array<() => Promise<number>>,
): Promise<{ seconds: number; counted: number; refused: number; failed: number }> {
  let counted = 0;
  let refused = 0;
  let failed = 0;
  const t0 = performance.now();
  await pool(ballots, LOAD.contention, async (cast) => {
    const status = await cast().catch(() => 0);
    if (status === 200 || status === 201) counted++;
    else if (status === 409) refused++;
    else failed++;
  });
  return { seconds: (performance.now() - t0) / 1000, counted, refused, failed };
}

/** The ballots: voters 1..N once each, then the first `doubles` again, interleaved. */
function order(): number[] {
  const users = Array.from({ length: LOAD.voters }, (_, i) => i + 1);
  const doubles = Array.from({ length: LOAD.doubles }, (_, i) => i + 1);
  const out: number[] = [];
  for (let i = 0; i < users.length; i++) {
    out.push(users[i]!);
    if (i % 10 === 5 && doubles.length) out.push(doubles.shift()!);
  }
  return out;
}

/** Runs both figures against one child (one database). */
export async function benchParticipation(
  log: (line: string) => void,
  databaseUrl?: string,
): Promise<ParticipationFigures> {
  const identity = await benchIdentity('http://bench-identity.test');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-bench-participation-'));
  const barePort = await freePort();
  let child: ChildServer | undefined;
  try {
    child = await startChild(
      'serve-participation.ts',
      { barePort, jwks: identity.jwks, issuer: identity.issuer, dataDir, voters: LOAD.voters, databaseUrl },
      180_000,
    );
    const info = child.info as {
      shown: number;
      contendedApp: { id: number; options: number[] };
      contendedBare: { id: number; options: number[] };
    };
    // Every voter's token, used once before the figures (the app writes a user's claims on first use).
    const tokens = new Map<number, string>();
    for (let u = 1; u <= LOAD.voters; u++) tokens.set(u, await identity.sign(`bench-${u}`));
    await pool([...tokens.values()], 20, async (token) => {
      const res = await fetch(`http://127.0.0.1:${child!.port}/v2/user/show`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      });
      if (res.status !== 200) throw new Error(`user/show answered ${res.status}`);
      await res.arrayBuffer();
    });
    const viewer = tokens.get(1)!;
    const appUrl = `http://127.0.0.1:${child.port}/v2/votings/${info.shown}`;
    const bareUrl = `http://127.0.0.1:${barePort}/votings/${info.shown}?u=bench-1`;
    const auth = { authorization: `Bearer ${viewer}`, accept: 'application/json' };
    const appRes = await fetch(appUrl, { headers: auth });
    const appDoc = (await appRes.json()) as {
      data: { attributes: { options: unknown[]; user_votes: unknown[] } };
      included: unknown[];
    };
    if (appRes.status !== 200) throw new Error(`app show answered ${appRes.status}`);
    const bareRes = await fetch(bareUrl);
    if (bareRes.status !== 200) throw new Error(`bare show answered ${bareRes.status}: ${await bareRes.text()}`);
    log(
      `  show: ${appDoc.data.attributes.options.length} options, ${appDoc.data.attributes.user_votes.length} vote of the viewer, ${appDoc.included.length} included`,
    );
    const rounds: Array<{ target: 'app' | 'bare'; rps: number }> = [];
    for (const target of ['bare', 'app', 'bare', 'app'] as const) {
      const [url, headers] = target === 'app' ? [appUrl, auth] : [bareUrl, {}];
      await rps(url, headers, LOAD.warmupS);
      const r = await rps(url, headers, LOAD.durationS);
      if (r.non2xx + r.errors > 0) throw new Error(`${target} show: ${r.non2xx} non-2xx, ${r.errors} errors`);
      rounds.push({ target, rps: r.requests.average });
      log(`  show ${target.padEnd(4)} ${fmt(r.requests.average)} req/s (p99 ${r.latency.p99} ms)`);
    }
    const showAppRps = median(rounds.filter((r) => r.target === 'app').map((r) => r.rps));
    const showBareRps = median(rounds.filter((r) => r.target === 'bare').map((r) => r.rps));

    // Contention: every ballot on the first option of a fresh voting.
    const users = order();
    const appOption = String(info.contendedApp.options[0]);
    const bareOption = String(info.contendedBare.options[0]);
    const bareRun = await contend(
      users.map((u) => async () => {
        const res = await fetch(`http://127.0.0.1:${barePort}/votings/${info.contendedBare.id}/vote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ u: `bench-${u}`, option: bareOption }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const appRun = await contend(
      users.map((u) => async () => {
        const res = await fetch(`http://127.0.0.1:${child!.port}/v2/votings/${info.contendedApp.id}/vote`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Bearer ${tokens.get(u)}`,
          },
          body: JSON.stringify({ option_values: [{ option_id: appOption }] }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const tallyOf = async (id: number, option: string) => {
      const t = (await (await fetch(`http://127.0.0.1:${barePort}/votings/${id}/tally`)).json()) as {
        options: Array<{ id: string; votes: number }>;
        participants: number;
      };
      return { optionVotes: t.options.find((o) => o.id === option)?.votes ?? -1, participants: t.participants };
    };
    const tally = async (run: Awaited<ReturnType<typeof contend>>, id: number, option: string): Promise<Tally> => {
      const t = await tallyOf(id, option);
      return {
        counted: run.counted,
        refused: run.refused,
        failed: run.failed,
        ...t,
        exact:
          run.counted === LOAD.voters &&
          run.refused === LOAD.doubles &&
          run.failed === 0 &&
          t.optionVotes === LOAD.voters &&
          t.participants === LOAD.voters,
      };
    };
    const app = await tally(appRun, info.contendedApp.id, appOption);
    const bare = await tally(bareRun, info.contendedBare.id, bareOption);
    const votesPerSApp = LOAD.voters / appRun.seconds;
    const votesPerSBare = LOAD.voters / bareRun.seconds;
    log(
      `  ballots: app ${fmt(votesPerSApp)}/s (${app.counted} counted, ${app.refused} doubles refused, ${app.failed} failed; option ${app.optionVotes}), bare ${fmt(votesPerSBare)}/s (${bare.counted}/${bare.refused}/${bare.failed}; option ${bare.optionVotes})`,
    );
    return {
      database: databaseUrl ? 'postgresql' : 'pglite',
      showAppRps,
      showBareRps,
      showRatio: round(showAppRps / showBareRps, 3),
      votesPerSApp,
      votesPerSBare,
      votesRatio: round(votesPerSApp / votesPerSBare, 3),
      app,
      bare,
    };
  } finally {
    await child?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** `npm run bench -- participation`: the figures on PGlite, and on PostgreSQL with BENCH_DATABASE_URL. */
export async function runParticipationOnly(log: (line: string) => void): Promise<boolean> {
  log(`Tribune bench: issue #12 participation (${os.cpus().length} cores, node ${process.version})`);
  log(
    `\n[participation] voting show (${LOAD.connections} connections) and ballots under contention (${LOAD.contention} at a time, ${LOAD.voters} voters + ${LOAD.doubles} double submits), app vs bare Fastify + the same SQL`,
  );
  const results: ParticipationFigures[] = [await benchParticipation(log)];
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    log(`  the same on PostgreSQL (BENCH_DATABASE_URL):`);
    const db = await (await import('./chat.ts')).benchPostgres(adminUrl);
    try {
      results.push(await benchParticipation(log, db.url));
    } finally {
      await db.drop();
    }
  }
  console.log('\n=== Results: issue #12 "Participation" ===\n');
  printTable([
    [
      'database',
      'show app req/s',
      'show bare req/s',
      'ratio (goal ≥ 0.8 on PostgreSQL)',
      'ballots/s app',
      'ballots/s bare',
      'ratio',
      'none lost, none twice',
    ],
    ...results.map((r) => [
      r.database,
      fmt(r.showAppRps),
      fmt(r.showBareRps),
      fmt(r.showRatio, 3),
      fmt(r.votesPerSApp),
      fmt(r.votesPerSBare),
      fmt(r.votesRatio, 3),
      r.app.exact && r.bare.exact ? 'yes' : 'NO',
    ]),
  ]);
  if (!adminUrl) console.log('\nOn PostgreSQL: not run (set BENCH_DATABASE_URL to a PostgreSQL admin URL).');
  const exact = results.every((r) => r.app.exact && r.bare.exact);
  console.log(`BENCH_JSON_PARTICIPATION ${JSON.stringify({ ok: exact, value: results })}`);
  return exact;
}
