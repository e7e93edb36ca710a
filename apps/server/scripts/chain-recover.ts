// `npm run chain:recover [-- --data-dir <folder>]`, with the server stopped (docs/CHAIN.md, "Recovery"):
// rebuilds the embedded chain of the data folder (TRIBUNE_DATA_DIR, as the server reads it, or
// --data-dir) from the part of its journal that replays exactly, moves the rest aside into a file beside
// it, and says what it kept and dropped. Exits 0 when the next start will come up, 1 on an error.
import path from 'node:path';
import { lockDataFolder, PRIVATE_UMASK, type DataFolderLock } from '@tribune/identity';
import { ConfigError, loadConfig } from '../src/config.ts';
import { recoverEmbeddedChain } from '../src/modules/chain/embedded-node.ts';

function dataDir(): string {
  const flag = process.argv.indexOf('--data-dir');
  if (flag !== -1) {
    const value = process.argv[flag + 1];
    if (!value) throw new ConfigError('--data-dir needs a folder');
    return path.resolve(value);
  }
  const config = loadConfig();
  if (config.chain.mode !== 'embedded') {
    throw new ConfigError(`CHAIN is ${config.chain.mode}: only the embedded chain keeps a journal to recover`);
  }
  return config.dataDir;
}

process.umask(PRIVATE_UMASK);
let lock: DataFolderLock | undefined;
try {
  const root = dataDir();
  const dir = path.join(root, 'chain');
  // The server's own lock (docs/DECISIONS.md "The data folder"): a running server refuses the recovery.
  lock = await lockDataFolder(root, 'server.pid');
  console.log(`Recovering the embedded chain in ${dir} (the server must be stopped)…`);
  const report = await recoverEmbeddedChain({ dir });
  if (report.previousState) {
    console.log(`state.json said: block ${report.previousState.blockNumber}, hash ${report.previousState.blockHash}`);
  }
  console.log(`journal: ${report.lines} lines; ${report.kept} replay exactly as journaled`);
  if (report.firstBad) console.log(`line ${report.firstBad.line} does not: ${report.firstBad.reason}`);
  if (report.dropped.length > 0) {
    console.log(`dropped ${report.dropped.length} entries, moved to ${report.droppedFile}:`);
    for (const d of report.dropped) console.log(`  line ${d.line}: ${d.hash ?? '(no readable hash)'}`);
  } else {
    console.log('dropped nothing');
  }
  console.log(
    `state.json now: block ${report.block}, hash ${report.blockHash}. The next start comes up with this state.`,
  );
  console.log(
    'Value moves recorded in the database for dropped transactions no longer happened on the chain: check them (docs/CHAIN.md, "Recovery").',
  );
  console.log(`RECOVERY_JSON ${JSON.stringify(report)}`);
  lock.release();
} catch (error) {
  lock?.release();
  console.error(`chain:recover failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
