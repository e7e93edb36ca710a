/** The repository root. */
export const ROOT: string;
/** The sources whose change makes the web app stale. */
export const WEB_SOURCES: string[];
/** True when apps/web/dist is missing or older than one of its sources. */
export function webBuildStale(): boolean;
/** Runs `vite build` for apps/web; answers the exit status. */
export function buildWeb(options?: { quiet?: boolean; timeout?: number }): number;
/** The newest modification time in a file or folder (relative to the repository), 0 when missing. */
export function newestMtime(p: string): number;
/** The sources whose change makes the wallet frame stale. */
export const WALLET_SOURCES: string[];
/** True when apps/wallet/dist is missing or older than one of its sources. */
export function walletBuildStale(): boolean;
/** Runs `vite build` for apps/wallet; answers the exit status. */
export function buildWallet(options?: { quiet?: boolean; timeout?: number }): number;
