import path from 'node:path';
import { loadKeyFile, type MasterKey } from '@tribune/identity/sealing';

// One sealing module for the hot wallets and the identity's keys (docs/DECISIONS.md "Sealed identity keys").
export { seal, unseal, type MasterKey } from '@tribune/identity/sealing';

/**
 * The key every hot wallet's private key is sealed under (AES-256-GCM), and the embedded
 * identity's signing and cookie keys under a key derived from it: WALLET_MASTER_KEY (64 hex
 * characters or base64 of 32 bytes) when set, as production sets it from its secret store;
 * otherwise a key generated once into `<dataDir>/wallet-master.key` (mode 0600), the embedded
 * default. Losing it loses every hot wallet and the identity's keys: back the data folder up with the database.
 */
export function loadMasterKey(env: string | undefined, dataDir: string): Promise<MasterKey> {
  return loadKeyFile(env, 'WALLET_MASTER_KEY', path.join(dataDir, 'wallet-master.key'));
}
