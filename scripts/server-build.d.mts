/** The server's entry (TypeScript). */
export const SERVER_ENTRY: string;
/** The compiled server that `npm start` runs. */
export const SERVER_OUT: string;
/** The sources whose change makes the server build stale. */
export const SERVER_SOURCES: string[];
/** True when the bundle is missing or older than one of its sources. */
export function serverBuildStale(): boolean;
/** Builds the bundle; throws with esbuild's messages when the sources do not compile. */
export function buildServer(): Promise<void>;
