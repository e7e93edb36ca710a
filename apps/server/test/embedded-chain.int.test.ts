import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { communityTokenAbi, communityTokenBytecode } from '@tribune/contracts';
import {
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  custom,
  getAddress,
  parseEther,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedChain, type EmbeddedChain, type EmbeddedChainLog } from '../src/modules/chain/embedded-node.ts';
import { listeningSockets, processTree } from './listening-sockets.ts';

/** A logger that keeps every call, to find the warnings and to check the key never shows up. */
function recordingLog() {
  const records: Array<{ level: 'info' | 'warn' | 'error'; text: string }> = [];
  const at =
    (level: 'info' | 'warn' | 'error') =>
    (o: object | string, m?: string): void => {
      records.push({ level, text: `${m ?? ''} ${typeof o === 'string' ? o : JSON.stringify(o)}` });
    };
  const log: EmbeddedChainLog = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, records };
}

function clients(chain: EmbeddedChain) {
  const transport = custom({ request: chain.request }, { retryCount: 0 });
  const account = privateKeyToAccount(chain.adminKey);
  return {
    account,
    publicClient: createPublicClient({ chain: hardhat, transport }),
    walletClient: createWalletClient({ chain: hardhat, transport, account }),
  };
}

/** Signs a transaction as the admin (nonce, fees and gas from the node unless given). */
async function signed(
  chain: EmbeddedChain,
  request: { to?: Address; data?: Hex; value?: bigint; gas?: bigint },
): Promise<Hex> {
  const { walletClient } = clients(chain);
  const prepared = await walletClient.prepareTransactionRequest({ ...request, chain: hardhat });
  return walletClient.signTransaction(prepared);
}

/** Whether a process runs (a zombie, ended but not yet reaped by whoever adopted it, does not). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return process.platform !== 'linux';
  }
}

/** Waits (up to 10 s) for a process to end; the caller then asserts on `alive`. */
async function ended(pid: number): Promise<void> {
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
}

const journalLines = async (dir: string) =>
  (await fs.readFile(path.join(dir, 'journal.ndjson'), 'utf8')).split('\n').filter((line) => line !== '');

/**
 * A real hardhat node child and real transactions: what one run sends, the next start replays, down to
 * the block hashes; a cut last line is dropped; a journal that cannot give the same state stops the start.
 */
describe('the embedded chain', () => {
  let root: string;
  let dir: string;
  const holder: Address = getAddress('0x00000000000000000000000000000000000000aa');
  // What the first run left: compared after each restart.
  let token: Address;
  let tokenBalance: bigint;
  let ethBalance: bigint;
  let blockNumber: bigint;
  let blockHash: Hex;
  let sent = 0;
  // Signed in the first run, never sent: the transaction a crash cut while it was journaled.
  let unsent: Hex;

  const started: EmbeddedChain[] = [];
  const start = async (chainDir: string, log = recordingLog().log) => {
    const chain = await startEmbeddedChain({ dir: chainDir, log });
    started.push(chain);
    return chain;
  };
  /** A copy of the first run's folder, for a test that damages it. */
  const copy = async (name: string) => {
    const target = path.join(root, name);
    await fs.cp(dir, target, { recursive: true });
    return target;
  };

  const expectFirstRunState = async (chain: EmbeddedChain) => {
    const { publicClient } = clients(chain);
    expect(await publicClient.getBlockNumber()).toBe(blockNumber);
    expect((await publicClient.getBlock()).hash).toBe(blockHash);
    expect(await publicClient.getBalance({ address: holder })).toBe(ethBalance);
    expect(
      await publicClient.readContract({
        address: token,
        abi: communityTokenAbi,
        functionName: 'balanceOf',
        args: [holder],
      }),
    ).toBe(tokenBalance);
  };

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-chain-'));
    dir = path.join(root, 'chain');
    await fs.mkdir(dir);
    // A genesis two days old: the node's clock must still stamp new blocks with the current time.
    const twoDaysAgo = new Date(Math.floor(Date.now() / 1000 - 2 * 86_400) * 1000).toISOString();
    await fs.writeFile(path.join(dir, 'genesis.json'), JSON.stringify({ initialDate: twoDaysAgo }));
  });

  afterAll(async () => {
    await Promise.all(started.map((chain) => chain.stop()));
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  it('starts a node that listens on no socket, with a funded admin it holds no key of, journals each send and stops its child', async () => {
    const { log, records } = recordingLog();
    const chain = await start(dir, log);
    expect(chain.chainId).toBe(31337);
    expect(chain.replayed).toBe(0);
    const { account, publicClient } = clients(chain);
    expect(await publicClient.getChainId()).toBe(31337);
    // Reached over its IPC channel only: the node's process (and anything below it) listens on nothing.
    expect(processTree(chain.pid)).toEqual([chain.pid]);
    expect(listeningSockets([chain.pid])).toEqual([]);
    // No secret on its command line or in its environment, and no hardhat config with a key beside it.
    const cmdline = readFileSync(`/proc/${chain.pid}/cmdline`, 'utf8');
    const environ = readFileSync(`/proc/${chain.pid}/environ`, 'utf8');
    for (const text of [cmdline, environ]) expect(text).not.toContain(chain.adminKey.slice(2));
    expect(
      environ
        .split('\0')
        .filter(Boolean)
        .map((kv) => kv.split('=')[0])
        .sort(),
    ).toEqual([
      // Node's own, for the IPC channel.
      'NODE_CHANNEL_FD',
      'NODE_CHANNEL_SERIALIZATION_MODE',
      'NO_COLOR',
      'PATH',
    ]);
    await expect(fs.access(path.join(dir, 'hardhat.config.cjs'))).rejects.toThrow();
    expect(await publicClient.getBalance({ address: account.address })).toBe(parseEther('1000000'));
    expect((await fs.stat(path.join(dir, 'admin.key'))).mode & 0o777).toBe(0o600);

    // Deploy the token, mint to the holder, send it ether, and one transaction that reverts.
    const deploy = await chain.sendRaw(
      await signed(chain, {
        data: encodeDeployData({
          abi: communityTokenAbi,
          bytecode: communityTokenBytecode,
          args: ['Community Token', 'FAN', account.address],
        }),
      }),
    );
    expect(deploy.status).toBe('success');
    token = getAddress(deploy.contractAddress!);
    const deployBlock = await publicClient.getBlock({ blockNumber: deploy.blockNumber });
    expect(Math.abs(Number(deployBlock.timestamp) - Date.now() / 1000)).toBeLessThan(300);

    const mint = await chain.sendRaw(
      await signed(chain, {
        to: token,
        data: encodeFunctionData({ abi: communityTokenAbi, functionName: 'mint', args: [holder, 1_000n * 10n ** 8n] }),
      }),
    );
    expect(mint.status).toBe('success');
    const transfer = await chain.sendRaw(await signed(chain, { to: holder, value: parseEther('1.5') }));
    expect(transfer.status).toBe('success');
    const reverted = await chain.sendRaw(
      await signed(chain, {
        to: token,
        data: encodeFunctionData({ abi: communityTokenAbi, functionName: 'transfer', args: [holder, 1n] }),
        gas: 100_000n,
      }),
    );
    expect(reverted.status).toBe('reverted');
    sent = 4;
    unsent = await signed(chain, { to: holder, value: 1n });

    expect((await journalLines(dir)).map((line) => (JSON.parse(line) as { status: string }).status)).toEqual([
      'success',
      'success',
      'success',
      'reverted',
    ]);
    tokenBalance = 1_000n * 10n ** 8n;
    ethBalance = parseEther('1.5');
    blockNumber = await publicClient.getBlockNumber();
    blockHash = (await publicClient.getBlock()).hash;
    expect(blockNumber).toBe(4n);

    expect(alive(chain.pid)).toBe(true);
    await chain.stop();
    expect(alive(chain.pid)).toBe(false);
    await chain.stop();
    expect(records.map((record) => record.text).join('\n')).not.toContain(chain.adminKey.slice(2));
  }, 60_000);

  it('replays the journal on the next start: same contract, balances, block number and hash', async () => {
    const chain = await start(dir);
    expect(chain.replayed).toBe(sent);
    await expectFirstRunState(chain);
    await chain.stop();
    // Restarting again (with the state.json the last run wrote) gives the same.
    const again = await start(dir);
    expect(again.replayed).toBe(sent);
    await expectFirstRunState(again);
    await again.stop();
  }, 60_000);

  it('drops a cut last line with a warning and keeps the entries before it', async () => {
    const cut = await copy('cut');
    const line = JSON.stringify({ hash: `0x${'ab'.repeat(32)}`, status: 'success', blockNumber: 5, raw: unsent });
    await fs.appendFile(path.join(cut, 'journal.ndjson'), line.slice(0, line.length / 2));
    const { log, records } = recordingLog();
    const chain = await start(cut, log);
    expect(chain.replayed).toBe(sent);
    expect(records.some((r) => r.level === 'warn' && r.text.includes('cut last line'))).toBe(true);
    await expectFirstRunState(chain);
    // The cut bytes are gone from the file: the next entry is a line of its own.
    const receipt = await chain.sendRaw(unsent);
    expect(receipt.status).toBe('success');
    const lines = await journalLines(cut);
    expect(lines).toHaveLength(sent + 1);
    for (const l of lines) expect(() => JSON.parse(l) as unknown).not.toThrow();
    await chain.stop();
  }, 60_000);

  it('refuses to start when an entry replays with another status or hash', async () => {
    const rewrite = async (name: string, edit: (entry: Record<string, unknown>) => void) => {
      const target = await copy(name);
      const file = path.join(target, 'journal.ndjson');
      const entries = (await journalLines(target)).map((l) => JSON.parse(l) as Record<string, unknown>);
      edit(entries[1]!);
      await fs.writeFile(file, entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
      return target;
    };
    const otherStatus = await rewrite('status', (entry) => {
      entry.status = 'reverted';
    });
    await expect(start(otherStatus)).rejects.toThrow(/entry 2 of 4 .*replay gave status success, journaled reverted/);
    const otherHash = await rewrite('hash', (entry) => {
      entry.hash = `0x${'12'.repeat(32)}`;
    });
    await expect(start(otherHash)).rejects.toThrow(/entry 2 of 4 .*replay gave transaction 0x/);
  }, 60_000);

  it('refuses to start when the journal lost entries the last run saw', async () => {
    const lost = await copy('lost');
    const lines = await journalLines(lost);
    await fs.writeFile(
      path.join(lost, 'journal.ndjson'),
      lines
        .slice(0, -1)
        .map((l) => `${l}\n`)
        .join(''),
    );
    await expect(start(lost)).rejects.toThrow(/does not rebuild the state the last run saw/);
  }, 60_000);

  it('serializes concurrent sends and replays hundreds of entries', async () => {
    const bulk = path.join(root, 'bulk');
    const chain = await start(bulk);
    const { walletClient } = clients(chain);
    const count = 300;
    // Signed offline with consecutive nonces and sent all at once: only arrival order keeps them valid.
    const raws = await Promise.all(
      Array.from({ length: count }, (_, nonce) =>
        walletClient.signTransaction({
          chain: hardhat,
          to: holder,
          value: BigInt(nonce + 1),
          nonce,
          gas: 21_000n,
          maxFeePerGas: 10n ** 10n,
          maxPriorityFeePerGas: 10n ** 9n,
        }),
      ),
    );
    const sendStarted = performance.now();
    const receipts = await Promise.all(raws.map((raw) => chain.sendRaw(raw)));
    const sendSeconds = (performance.now() - sendStarted) / 1000;
    expect(receipts.map((r) => Number(r.blockNumber))).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    await chain.stop();

    const { log, records } = recordingLog();
    const again = await start(bulk, log);
    expect(again.replayed).toBe(count);
    const { publicClient } = clients(again);
    expect(await publicClient.getBalance({ address: holder })).toBe(BigInt((count * (count + 1)) / 2));
    await again.stop();
    const replayLog = records.find((r) => r.text.includes('replayed the chain journal'));
    expect(replayLog).toBeDefined();
    console.log(
      `embedded chain: sendRaw ${Math.round(count / sendSeconds)} tx/s; replay:${replayLog!.text.replace('replayed the chain journal', '')}`,
    );
  }, 60_000);
  it('owns no account and answers only the methods the server uses', async () => {
    const chain = await start(path.join(root, 'methods'));
    const account = privateKeyToAccount(chain.adminKey);
    expect(await chain.request({ method: 'eth_accounts' })).toEqual([]);
    const refused = [
      ['eth_sendTransaction', [{ from: account.address, to: holder, value: '0x1' }]],
      ['eth_sign', [account.address, '0x00']],
      ['eth_signTypedData_v4', [account.address, '{}']],
      ['personal_sign', ['0x00', account.address]],
      ['hardhat_impersonateAccount', [account.address]],
      ['hardhat_setBalance', [holder, '0x100']],
      ['hardhat_setCode', [holder, '0x00']],
      ['hardhat_reset', []],
      ['evm_mine', []],
      ['evm_snapshot', []],
      ['evm_setAutomine', [false]],
      ['debug_traceTransaction', [`0x${'00'.repeat(32)}`]],
      ['eth_subscribe', ['newHeads']],
    ] as const;
    for (const [method, params] of refused) {
      await expect(chain.request({ method, params }), method).rejects.toMatchObject({ code: -32601 });
    }
    expect(await clients(chain).publicClient.getBalance({ address: holder })).toBe(0n);
    // The clock calls a replay needs are answered.
    expect(await chain.request({ method: 'evm_increaseTime', params: [0] })).toMatch(/^-?\d+$/);
    await chain.stop();
  }, 60_000);

  it('has the genesis hardhat gives with the admin as a configured account (existing chain folders replay)', async () => {
    const genesisDir = await copy('genesis');
    const chain = await start(genesisDir);
    const ours = (await chain.request({ method: 'eth_getBlockByNumber', params: ['0x0', false] })) as { hash: Hex };
    const { initialDate } = JSON.parse(await fs.readFile(path.join(genesisDir, 'genesis.json'), 'utf8')) as {
      initialDate: string;
    };
    await chain.stop();
    // Hardhat's own provider, configured as `hardhat node` was until the node became private (the key in
    // its accounts): the genesis block of every chain folder written before.
    const { createHardhatNetworkProvider } =
      (await import('hardhat/internal/hardhat-network/provider/provider.js')) as {
        createHardhatNetworkProvider: (c: object, l: object) => Promise<{ request: EmbeddedChain['request'] }>;
      };
    const { defaultHardhatNetworkParams } = (await import('hardhat/internal/core/config/default-config.js')) as {
      defaultHardhatNetworkParams: { chains: unknown };
    };
    const hardhatProvider = await createHardhatNetworkProvider(
      {
        chainId: 31337,
        networkId: 31337,
        hardfork: 'cancun',
        blockGasLimit: 60_000_000,
        minGasPrice: 0n,
        throwOnTransactionFailures: false,
        throwOnCallFailures: true,
        automine: true,
        intervalMining: 0,
        mempoolOrder: 'priority',
        chains: defaultHardhatNetworkParams.chains,
        genesisAccounts: [{ privateKey: chain.adminKey, balance: (10n ** 24n).toString() }],
        allowUnlimitedContractSize: false,
        allowBlocksWithSameTimestamp: false,
        initialDate: new Date(initialDate),
        enableTransientStorage: false,
        enableRip7212: false,
      },
      { enabled: false },
    );
    const theirs = (await hardhatProvider.request({ method: 'eth_getBlockByNumber', params: ['0x0', false] })) as {
      hash: Hex;
    };
    expect(ours.hash).toBe(theirs.hash);
  }, 60_000);

  it('logs an error when the node dies, and refuses sends after that', async () => {
    const { log, records } = recordingLog();
    const chain = await start(path.join(root, 'dies'), log);
    process.kill(chain.pid, 'SIGKILL');
    await ended(chain.pid);
    for (let i = 0; i < 100 && !records.some((r) => r.level === 'error'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(records.find((r) => r.level === 'error')?.text).toMatch(/exited unexpectedly/);
    await expect(chain.sendRaw(unsent)).rejects.toThrow(/not running/);
    await chain.stop();
  }, 60_000);

  it('ends the node when the server process ends without stop(), even by SIGKILL', async () => {
    const script = path.join(root, 'server.mts');
    const modulePath = path.resolve(import.meta.dirname, '../src/modules/chain/embedded-node.ts');
    await fs.writeFile(
      script,
      `import { startEmbeddedChain } from ${JSON.stringify(modulePath)};
const chain = await startEmbeddedChain({ dir: process.argv[2] });
process.stdout.write(chain.pid + '\\n');
// Any input: end as a crash would, without stop().
process.stdin.once('data', () => process.exit(1));
`,
    );
    for (const how of ['exit', 'SIGKILL'] as const) {
      const server = spawn(process.execPath, ['--import', 'tsx', script, path.join(root, `server-${how}`)], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      const pid = await new Promise<number>((resolve, reject) => {
        server.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
        server.once('exit', (code) => reject(new Error(`the server script exited with ${code}`)));
      });
      expect(alive(pid)).toBe(true);
      if (how === 'SIGKILL') server.kill('SIGKILL');
      else server.stdin.write('exit\n');
      await ended(pid);
      expect(alive(pid), how).toBe(false);
    }
  }, 60_000);
});
