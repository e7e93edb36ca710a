import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPosts } from '../src/modules/group-posts/seed.ts';
import { seedDemoSpaces } from '../src/modules/spaces/seed.ts';
import { seedDemoOrganizations } from '../src/modules/organizations/seed.ts';
import { seedDemoProfileFields } from '../src/modules/profile-fields/seed.ts';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase, rowsOf } from '../src/db/client.ts';
import { seedDemoParticipation } from '../src/modules/demo/participation.ts';
import { seedDemoContent } from '../src/modules/demo/contents.ts';
import { ffmpegAvailable } from '../src/modules/media/ffmpeg.ts';
import { adminQuery, createTestApp, testConfig } from './helpers.ts';
import { actualDemo, expectedDemo, waitForDemo } from './seed-crash-fixtures.ts';

/**
 * The first start killed at random moments: a child process (seed-crash-child.ts) starts a server
 * on a new database, which migrates, seeds the demo instance and then the demo contents with their
 * media and transcodes; SIGKILL stops it at a moment drawn from a seeded generator over the whole
 * of that (run 0 measures how long it takes and is killed right after: a crash after the seed).
 * Then a server starts again on the same database and data folder in this process and must end
 * with the complete demo, exactly once. On PostgreSQL (DATABASE_URL) each run has a new database
 * of its own; on PGlite a data folder copied from a migrated one made once.
 */

const RUNS = 10;
/** The generator's seed; a failing run is replayed with the same seed (SEED_CRASH_SEED overrides it). */
const SEED = Number(process.env.SEED_CRASH_SEED ?? 20_251_122);
/** One rendition (144p) per video keeps the transcodes short; the renditions are not what is tested. */
const VIDEO_MAX_RESOLUTION = 144;
const CHILD = path.join(import.meta.dirname, 'seed-crash-child.ts');
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** mulberry32: a small seeded generator of floats in [0, 1). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where one run's server keeps its data: a data folder, and a PostgreSQL database when DATABASE_URL is set. */
interface Target {
  dataDir: string;
  databaseUrl?: string;
  remove(): Promise<void>;
}

async function newTarget(root: string, run: number, pgliteTemplate: string | undefined): Promise<Target> {
  const dataDir = path.join(root, `run-${run}`);
  // The killed process's temporary files (ffmpeg's output) stay in here and go with the run.
  await fs.mkdir(path.join(dataDir, 'os-tmp'), { recursive: true });
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    if (pgliteTemplate) await fs.cp(pgliteTemplate, path.join(dataDir, 'pgdata'), { recursive: true });
    return { dataDir, remove: () => fs.rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `tribune_test_crash_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    remove: async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server process loaded and waiting to start on its target (see seed-crash-child.ts). */
interface Child {
  target: Target;
  /** Starts it and kills it `killAfterMs` after it began to build (undefined: once the demo is done). */
  runAndKill(killAfterMs: number | undefined): Promise<{ killedAtMs: number; finished: boolean }>;
  kill(): void;
}

/** Spawns the child server on `target`; it loads its modules while the caller still does other work. */
function spawnChild(target: Target): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      SEED_CRASH_DATA_DIR: target.dataDir,
      SEED_CRASH_DATABASE_URL: target.databaseUrl ?? '',
      SEED_CRASH_VIDEO_MAX_RESOLUTION: String(VIDEO_MAX_RESOLUTION),
      TMPDIR: path.join(target.dataDir, 'os-tmp'),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = new Map<string, () => void>();
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const [line, seen] of lines) if (stdout.includes(`${line}\n`)) seen();
  });
  const printed = (line: string) => new Promise<void>((resolve) => lines.set(line, resolve));
  const loaded = printed('loaded');
  const building = printed('building');
  const done = printed('done');
  let killedAt: { killedAtMs: number; finished: boolean } | undefined;
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (killedAt && signal === 'SIGKILL') resolve();
      else reject(new Error(`the seed process ended by itself (code ${code}, signal ${signal}):\n${stderr}`));
    });
  });
  exited.catch(() => undefined); // reported by runAndKill
  return {
    target,
    kill: () => child.kill('SIGKILL'),
    async runAndKill(killAfterMs) {
      await Promise.race([loaded, exited]);
      child.stdin.write('go\n');
      await Promise.race([building, exited]);
      const buildingAt = performance.now();
      const finished = await Promise.race([
        done.then(() => true),
        killAfterMs === undefined ? new Promise<never>(() => {}) : sleep(killAfterMs).then(() => false),
        exited.then(() => false),
      ]);
      killedAt = { killedAtMs: Math.round(performance.now() - buildingAt), finished };
      child.kill('SIGKILL');
      await exited;
      return killedAt;
    },
  };
}

/** Starts a server again on the target, as `npm start` would, and answers the demo it ends with. */
async function restart(target: Target) {
  const config = testConfig({
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
    videoMaxResolution: VIDEO_MAX_RESOLUTION,
  });
  const app = await buildApp({ config, logger: false, embeddedIdentity: false });
  try {
    const db = app.database.db;
    const found = rowsOf<{ steps: number | string }>(
      await db.execute(sql`select count(*) as steps from seed_steps`),
    )[0];
    if (target.databaseUrl) {
      // A job that the killed server was running comes back after its lease (10 minutes) on a
      // shared PostgreSQL; let that time pass. (PGlite, one process's own, takes it back at start.)
      await db.execute(sql`update jobs set locked_at = locked_at - interval '1 day' where status = 'running'`);
    }
    await app.ready();
    await waitForDemo(db, 120_000);
    return {
      stepsFound: Number(found?.steps ?? 0),
      demo: await actualDemo(db, app.contentMedia.storage),
      withFfmpeg: await ffmpegAvailable(config.ffmpegPath),
    };
  } finally {
    await app.close();
  }
}

describe('demo seed killed during the first start', () => {
  let root: string;
  let pgliteTemplate: string | undefined;
  const children = new Set<Child>();

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-seed-crash-'));
    if (!process.env.DATABASE_URL) {
      // A new PGlite folder takes 8 s (initdb) and its migrations 2 s more: each run starts from a
      // copy of this migrated one. (Migrations run in one transaction: a kill in them undoes them all.)
      const template = await openDatabase({ dataDir: path.join(root, 'template') });
      await template.migrate();
      await template.close();
      pgliteTemplate = path.join(root, 'template', 'pgdata');
    }
  }, 180_000);
  afterAll(async () => {
    for (const child of children) {
      child.kill();
      await child.target.remove();
    }
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  it(
    'completes the demo after the server is killed at random points of its seed (10 runs)',
    async () => {
      const random = generator(SEED);
      let seedMs = 0;
      let next = spawnChild(await newTarget(root, 0, pgliteTemplate));
      children.add(next);
      for (let run = 0; run < RUNS; run++) {
        const current = next;
        try {
          // Run 0 measures the whole first start; the others are killed at one of RUNS - 1 equal
          // slices of it each, at a random point within the slice. A run that finishes before its
          // kill measures again (the machine got faster: the slices follow).
          const killAfter = run === 0 ? undefined : Math.round(((run - 1 + random()) / (RUNS - 1)) * seedMs);
          const started = performance.now();
          const killed = await current.runAndKill(killAfter);
          if (killed.finished) seedMs = killed.killedAtMs;
          if (run + 1 < RUNS) {
            next = spawnChild(await newTarget(root, run + 1, pgliteTemplate));
            children.add(next);
          }
          const restarted = performance.now();
          const result = await restart(current.target);
          const ms = (from: number, to = performance.now()) => Math.round(to - from);
          console.info(
            `seed crash run ${run} (seed ${SEED}): killed at ${killed.killedAtMs} of ${seedMs} ms` +
              `${killed.finished ? ' (finished)' : ''}, ${result.stepsFound} seed steps found; ` +
              `start to kill ${ms(started, restarted)} ms, restart to complete ${ms(restarted)} ms`,
          );
          expect(result.demo, `run ${run}`).toEqual(expectedDemo(result.withFfmpeg));
        } finally {
          children.delete(current);
          await current.target.remove();
        }
      }
    },
    // 3 to 4 minutes on two cores shared with other work (about 24 s of CPU a run); the rest is margin.
    900_000,
  );
});

describe('demo seed on two servers at once', () => {
  it('writes the demo once when two servers on one database seed it together', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-seed-twice-'));
    // Both servers share the data folder, as servers behind a load balancer share the bucket.
    const config = { dataDir, videoMaxResolution: VIDEO_MAX_RESOLUTION };
    const t = await createTestApp(config);
    // Its own connection pool on PostgreSQL (the advisory lock is what keeps them apart), the same PGlite otherwise.
    const peerDatabase = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl }) : t.database;
    const peer = await buildApp({
      config: testConfig(config),
      database: peerDatabase,
      logger: false,
      embeddedIdentity: false,
      seedContent: false,
    });
    try {
      await Promise.all([t.app.ready(), peer.ready()]);
      const seed = (app: App) =>
        seedDemoContent(app.database.db, app.admin, app.contentMedia, {
          ffmpegPath: app.config.ffmpegPath,
          log: app.log,
          kind: app.database.kind,
        });
      const outcomes = await Promise.all([
        seed(t.app),
        seed(peer),
        seedDemoParticipation(t.app),
        seedDemoParticipation(peer),
      ]);
      expect(outcomes.slice(0, 2).filter(Boolean)).toHaveLength(1);
      expect(await seed(peer)).toBe(false);
      // The groups and their posts follow the participation seed (app.ts), on both servers too.
      await Promise.all([seedDemoSpaces(t.app), seedDemoSpaces(peer)]);
      await Promise.all([seedDemoPosts(t.app), seedDemoPosts(peer)]);
      await Promise.all([seedDemoOrganizations(t.app), seedDemoOrganizations(peer)]);
      await Promise.all([seedDemoProfileFields(t.app), seedDemoProfileFields(peer)]);
      await waitForDemo(t.database.db, 120_000);
      const withFfmpeg = await ffmpegAvailable(t.app.config.ffmpegPath);
      expect(await actualDemo(t.database.db, t.app.contentMedia.storage)).toEqual(expectedDemo(withFfmpeg));
    } finally {
      await peer.close();
      if (peerDatabase !== t.database) await peerDatabase.close();
      await t.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
