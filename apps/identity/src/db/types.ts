import type { PgDatabase } from 'drizzle-orm/pg-core';

/** The drizzle database the host shares with us, whichever driver is behind it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<any, any>;
