// The embedded chain's node (embedded-node.ts starts it): hardhat 2.29.1's EDR provider in a process of
// its own, reached ONLY over this process's IPC channel with the server. Nothing here listens on a socket.
//
// The server sends one `{ init: {...} }` message (chain id, genesis date, the admin's ADDRESS and
// balance: no key), then `{ id, method, params }` requests; each gets `{ id, result }` or `{ id, error }`.
// The node owns no account (`ownedAccounts: []`): it signs nothing, and only the methods of METHODS
// reach it. The IPC channel's end (the server gone, even by SIGKILL) ends this process.
'use strict';
/* global require, process, Buffer */

// A CommonJS script run by plain Node (no TypeScript loader: it starts faster).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createRequire } = require('node:module');

if (!process.send || !process.connected) process.exit(0);
process.on('disconnect', () => process.exit(0));

// EDR as hardhat itself resolves it (hardhat 2.29.1 pins its version).
const edr = createRequire(require.resolve('hardhat'))('@nomicfoundation/edr');

/**
 * What the server may ask: reads, signed transactions, and the two clock calls a replay needs. Never
 * `eth_sendTransaction`, `eth_sign*`, `personal_*`, `debug_*`, nor the rest of `hardhat_*`/`evm_*`.
 */
const METHODS = new Set([
  'eth_chainId',
  'net_version',
  'web3_clientVersion',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_createAccessList',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getLogs',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_blobBaseFee',
  'eth_feeHistory',
  'eth_syncing',
  'eth_sendRawTransaction',
  'evm_setNextBlockTimestamp',
  'evm_increaseTime',
]);
/** Only with `testMethods` (tests that make reorganisations and full blocks): never in a server. */
const TEST_METHODS = new Set(['evm_mine', 'evm_snapshot', 'evm_revert', 'evm_setAutomine', 'hardhat_mine']);

/** Hardhat's `hardhat` network as `hardhat node` set it up for this chain (provider.js, default-config.js of 2.29.1). */
function providerConfig(init) {
  const hardfork = edr.CANCUN;
  const genesisState = edr.l1GenesisState(edr.l1HardforkFromString(hardfork));
  // Funded at genesis, as hardhat does for its configured accounts, but without the key: the same
  // genesis state, so the same block hashes as the nodes that held it.
  genesisState.push({
    address: Uint8Array.from(Buffer.from(init.admin.slice(2), 'hex')),
    balance: BigInt(init.balance),
    code: new Uint8Array(),
  });
  return {
    allowBlocksWithSameTimestamp: false,
    allowUnlimitedContractSize: false,
    bailOnCallFailure: true,
    // A failed transaction is mined and journaled like any other, as on a real node.
    bailOnTransactionFailure: false,
    blockGasLimit: 60_000_000n,
    chainId: BigInt(init.chainId),
    coinbase: Buffer.from('c014ba5ec014ba5ec014ba5ec014ba5ec014ba5e', 'hex'),
    precompileOverrides: [],
    genesisState,
    hardfork,
    initialDate: BigInt(Math.floor(Date.parse(init.initialDate) / 1000)),
    minGasPrice: 0n,
    mining: { autoMine: true, memPool: { order: edr.MineOrdering.Priority } },
    networkId: BigInt(init.chainId),
    observability: {},
    ownedAccounts: [],
  };
}

/**
 * A revert as nodes report it (geth, and viem's decoding of custom errors: code 3, the return data as
 * `data`); EDR nests the return data in an object. Other errors go as they are.
 */
function refusal(error) {
  const data = error && error.data;
  if (data && typeof data === 'object' && typeof data.data === 'string') {
    return { code: 3, message: error.message, data: data.data };
  }
  return error;
}

function reply(message) {
  if (process.connected) process.send(message);
}

async function start(init) {
  const allowed = init.testMethods ? new Set([...METHODS, ...TEST_METHODS]) : METHODS;
  const context = new edr.EdrContext();
  await context.registerProviderFactory(edr.GENERIC_CHAIN_TYPE, edr.genericChainProviderFactory());
  const provider = await context.createProvider(
    edr.GENERIC_CHAIN_TYPE,
    providerConfig(init),
    { enable: false, decodeConsoleLogInputsCallback: () => [], printLineCallback: () => {} },
    { subscriptionCallback: () => {} },
    new edr.ContractDecoder(),
  );
  const handle = async ({ id, method, params }) => {
    // The node owns no account, and says so.
    if (method === 'eth_accounts') {
      reply({ id, result: [] });
      return;
    }
    if (typeof method !== 'string' || !allowed.has(method)) {
      reply({ id, error: { code: -32601, message: `The embedded chain does not answer ${String(method)}` } });
      return;
    }
    try {
      const response = await provider.handleRequest(
        JSON.stringify({ jsonrpc: '2.0', id, method, params: params ?? [] }),
      );
      const body = typeof response.data === 'string' ? JSON.parse(response.data) : response.data;
      reply(body.error ? { id, error: refusal(body.error) } : { id, result: body.result });
    } catch (error) {
      reply({ id, error: { code: -32603, message: String((error && error.message) || error) } });
    }
  };
  process.on('message', (message) => {
    if (message && message.id !== undefined) void handle(message);
  });
  reply({ ready: true });
}

process.once('message', (message) => {
  if (!message || typeof message.init !== 'object') process.exit(2);
  start(message.init).catch((error) => {
    reply({ failed: String((error && error.stack) || error) });
    process.exit(1);
  });
});
