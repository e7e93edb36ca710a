import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { bufferedDestination } from './log-destination.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A logger on a buffered destination writing to a fresh file. */
function fileLogger(intervalMs: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-log-'));
  dirs.push(dir);
  const file = path.join(dir, 'out.log');
  const dest = bufferedDestination(file, intervalMs);
  const log = pino({ base: null }, dest.stream);
  const lines = () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
  return { dest, log, lines };
}

describe('bufferedDestination', () => {
  it('holds a short line back, then writes it within the interval', async () => {
    const { dest, log, lines } = fileLogger(100);
    await new Promise<void>((resolve) => dest.stream.once('ready', () => resolve()));
    log.info({ status: 200 }, 'request');
    expect(lines()).toEqual([]);
    await expect.poll(() => lines().length, { timeout: 5_000 }).toBe(1);
    expect(JSON.parse(lines()[0]!)).toMatchObject({ status: 200, msg: 'request' });
    dest.stop();
  });

  it('writes a block once about 4 kB wait, and everything on stop, in order', async () => {
    const { dest, log, lines } = fileLogger(60_000);
    await new Promise<void>((resolve) => dest.stream.once('ready', () => resolve()));
    for (let i = 0; i < 100; i++) log.info({ i, pad: 'x'.repeat(60) }, 'request');
    // 100 lines of about 100 bytes: the full blocks are on their way before any timer.
    await expect.poll(() => lines().length, { timeout: 5_000 }).toBeGreaterThan(0);
    dest.stop();
    const written = lines().map((l) => (JSON.parse(l) as { i: number }).i);
    expect(written).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });
});
