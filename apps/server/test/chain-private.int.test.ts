import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createWalletClient, custom, getAddress, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedChain } from '../src/modules/chain/embedded-node.ts';
import { listeningSockets, processTree, type ListeningSocket } from './listening-sockets.ts';
import { freePort } from './helpers.ts';

const run = promisify(execFile);
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const NOBODY = 65_534;

/**
 * What user `nobody` gets from a socket: for each JSON-RPC call, POSTed to `/` and to the API's
 * `/v2/chain/rpc`, the HTTP status and body (or the connection error). Run by `setpriv` as another OS
 * user, with nothing of this process (no file of the repository: the script is given inline).
 */
const PROBE = `
const http = require('node:http');
const [target, callsJson] = process.argv.slice(1);
const socket = JSON.parse(target);
const calls = JSON.parse(callsJson);
const post = (urlPath, body) => new Promise((resolve) => {
  const req = http.request({
    ...(socket.kind === 'tcp' ? { host: socket.host.includes(':') ? '::1' : '127.0.0.1', port: socket.port } : { socketPath: socket.path.replace(/^@/, '\\0') }),
    method: 'POST', path: urlPath, headers: { 'content-type': 'application/json' }, timeout: 5000,
  }, (res) => {
    let text = '';
    res.on('data', (c) => (text += c));
    res.on('end', () => resolve({ status: res.statusCode, body: text.slice(0, 400) }));
  });
  req.on('timeout', () => req.destroy(new Error('timeout')));
  req.on('error', (e) => resolve({ error: e.code || e.message }));
  req.end(JSON.stringify(body));
});
(async () => {
  const out = [];
  for (const [i, [method, params]] of calls.entries()) {
    for (const urlPath of ['/', '/v2/chain/rpc']) {
      out.push({ method, urlPath, ...(await post(urlPath, { jsonrpc: '2.0', id: i + 1, method, params })) });
    }
  }
  process.stdout.write(JSON.stringify(out));
})();
`;

interface ProbeAnswer {
  method: string;
  urlPath: string;
  status?: number;
  body?: string;
  error?: string;
}

async function probeAsNobody(socket: ListeningSocket, calls: Array<[string, unknown[]]>): Promise<ProbeAnswer[]> {
  const { stdout } = await run(
    'setpriv',
    [
      `--reuid=${NOBODY}`,
      `--regid=${NOBODY}`,
      '--clear-groups',
      process.execPath,
      '-e',
      PROBE,
      JSON.stringify(socket),
      JSON.stringify(calls),
    ],
    { cwd: '/', env: { PATH: process.env.PATH }, timeout: 60_000 },
  );
  return JSON.parse(stdout) as ProbeAnswer[];
}

/** A JSON-RPC answer that carries a result: the call went through. */
const succeeded = (a: ProbeAnswer) => {
  if (!a.body) return false;
  try {
    const body = JSON.parse(a.body) as { result?: unknown };
    return body !== null && typeof body === 'object' && 'result' in body;
  } catch {
    return false;
  }
};

/**
 * "Nothing else on the machine gets in": a real server as `npm start` runs it (the server's main on a
 * data folder of its own, the embedded chain on), and user `nobody` trying every socket the server's
 * processes listen on.
 */
describe('the embedded chain is private to the server', () => {
  let root: string;
  let server: ChildProcess;
  let port: number;
  let output = '';

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-private-'));
    await fs.chmod(root, 0o755);
    port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        TRIBUNE_DATA_DIR: path.join(root, 'data'),
        CHAIN: 'embedded',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
    server.stdout!.on('data', collect);
    server.stderr!.on('data', collect);
    const up = () => output.includes('the embedded chain is up') && output.includes('Tribune is ready');
    for (let i = 0; i < 1500 && !up(); i++) {
      if (server.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(output, output).toContain('the embedded chain is up');
    expect(output).toContain('Tribune is ready');
    // The contracts deployed, so the chain's routes answer.
    for (let i = 0; i < 600; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/v2/public_blockchain_networks`);
      if (((await res.json()) as { data: unknown[] }).data.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 180_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  it('answers no JSON-RPC call of user nobody on any socket, but the public endpoint, which refuses the node methods', async () => {
    const tree = processTree(server.pid!);
    // The server and its chain's node at least.
    expect(tree.length).toBeGreaterThanOrEqual(2);
    const sockets = listeningSockets(tree);
    // What `ss -ltnpx` would list for these processes.
    console.log(`listening sockets of the server's processes (${tree.join(', ')}): ${JSON.stringify(sockets)}`);
    const apiSocket = (s: ListeningSocket) => s.kind === 'tcp' && s.port === port;
    expect(sockets.filter(apiSocket)).toHaveLength(1);

    const admin = getAddress('0x00000000000000000000000000000000000000aa');
    const calls: Array<[string, unknown[]]> = [
      ['eth_sendTransaction', [{ from: admin, to: admin, value: '0x1' }]],
      ['hardhat_impersonateAccount', [admin]],
      ['hardhat_setBalance', [admin, '0x1000']],
      ['evm_mine', []],
      ['evm_snapshot', []],
      ['debug_traceTransaction', [`0x${'00'.repeat(32)}`]],
      ['personal_sign', ['0x00', admin]],
      ['eth_accounts', []],
    ];
    const report: string[] = [];
    for (const socket of sockets) {
      const answers = await probeAsNobody(socket, calls);
      for (const a of answers) {
        report.push(`${JSON.stringify(socket)} ${a.method} ${a.urlPath}: ${a.error ?? `${a.status} ${a.body}`}`);
      }
      expect(answers.filter(succeeded), report.join('\n')).toEqual([]);
      if (apiSocket(socket)) {
        // The public endpoint is there, and says no to each of them.
        for (const a of answers.filter((x) => x.urlPath === '/v2/chain/rpc')) {
          expect(a.status, `${a.method}: ${a.body}`).toBe(403);
          expect(JSON.parse(a.body!)).toMatchObject({ code: 'RPC_METHOD_NOT_ALLOWED' });
        }
      }
    }
    console.log(report.join('\n'));
  }, 120_000);
});

describe('recovering a chain whose journal no longer replays', () => {
  let root: string;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-recover-'));
  });
  afterAll(async () => {
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  const recover = async (dataDir: string) => {
    const { stdout } = await run('npm', ['run', '--silent', 'chain:recover', '--', '--data-dir', dataDir], {
      cwd: REPO_ROOT,
      timeout: 120_000,
    });
    const line = stdout.split('\n').find((l) => l.startsWith('RECOVERY_JSON '))!;
    return { stdout, report: JSON.parse(line.slice('RECOVERY_JSON '.length)) as Record<string, unknown> };
  };

  it('refuses a journal cut in the middle with an entry damaged, naming it; chain:recover rebuilds it; the next start comes up', async () => {
    const dataDir = path.join(root, 'data');
    const dir = path.join(dataDir, 'chain');
    const holder: Address = getAddress('0x00000000000000000000000000000000000000bb');
    // A first run: 8 transfers, journaled.
    const first = await startEmbeddedChain({ dir });
    const wallet = createWalletClient({
      chain: hardhat,
      transport: custom({ request: first.request }),
      account: privateKeyToAccount(first.adminKey),
    });
    const hashes: string[] = [];
    for (let i = 1; i <= 8; i++) {
      const request = await wallet.prepareTransactionRequest({ to: holder, value: BigInt(i), chain: hardhat });
      hashes.push((await first.sendRaw(await wallet.signTransaction(request))).transactionHash);
    }
    await first.stop();

    // Cut after entry 5, and damage entry 3 (another status than it mines with).
    const file = path.join(dir, 'journal.ndjson');
    const lines = (await fs.readFile(file, 'utf8')).split('\n').filter(Boolean).slice(0, 5);
    const damaged = JSON.parse(lines[2]!) as { status: string };
    damaged.status = 'reverted';
    lines[2] = JSON.stringify(damaged);
    await fs.writeFile(file, lines.map((l) => `${l}\n`).join(''));

    await expect(startEmbeddedChain({ dir })).rejects.toThrow(
      new RegExp(
        `entry 3 of 5 \\(tx ${hashes[2]}, block 3\\): replay gave status success, journaled reverted.*chain:recover`,
      ),
    );

    const { stdout, report } = await recover(dataDir);
    expect(report).toMatchObject({
      lines: 5,
      kept: 2,
      block: 2,
      previousState: { blockNumber: 8 },
      firstBad: { line: 3, reason: 'it mined with status success, journaled reverted' },
      dropped: [3, 4, 5].map((line) => ({ line, hash: hashes[line - 1] })),
    });
    expect(stdout).toContain('dropped 3 entries');
    // Nothing is lost: the dropped lines are in the file named.
    const droppedFile = report.droppedFile as string;
    expect(path.dirname(droppedFile)).toBe(dir);
    expect((await fs.readFile(droppedFile, 'utf8')).split('\n').filter(Boolean)).toEqual(lines.slice(2));
    expect((await fs.stat(droppedFile)).mode & 0o077).toBe(0);

    const next = await startEmbeddedChain({ dir });
    try {
      expect(next.replayed).toBe(2);
      expect(Number(await next.request({ method: 'eth_blockNumber' }))).toBe(2);
      expect(BigInt((await next.request({ method: 'eth_getBalance', params: [holder, 'latest'] })) as string)).toBe(3n);
    } finally {
      await next.stop();
    }
  }, 180_000);

  it('moves aside from a line that is not an entry, and accepts a journal shorter than the last run saw', async () => {
    const dataDir = path.join(root, 'garbled');
    const dir = path.join(dataDir, 'chain');
    const first = await startEmbeddedChain({ dir });
    const wallet = createWalletClient({
      chain: hardhat,
      transport: custom({ request: first.request }),
      account: privateKeyToAccount(first.adminKey),
    });
    for (let i = 1; i <= 4; i++) {
      const request = await wallet.prepareTransactionRequest({ to: wallet.account.address, value: 1n, chain: hardhat });
      await first.sendRaw(await wallet.signTransaction(request));
    }
    await first.stop();
    const file = path.join(dir, 'journal.ndjson');
    const lines = (await fs.readFile(file, 'utf8')).split('\n').filter(Boolean);
    await fs.writeFile(file, [lines[0], lines[1], '{"hash": garbage', lines[3]].map((l) => `${l}\n`).join(''));
    await expect(startEmbeddedChain({ dir })).rejects.toThrow(
      /line 3: not valid JSON; the journal is damaged.*chain:recover/,
    );
    const { report } = await recover(dataDir);
    expect(report).toMatchObject({ lines: 4, kept: 2, block: 2, firstBad: { line: 3 } });
    expect((report.dropped as unknown[]).length).toBe(2);
    const next = await startEmbeddedChain({ dir });
    expect(next.replayed).toBe(2);
    await next.stop();
  }, 180_000);
});
