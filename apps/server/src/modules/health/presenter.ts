import { Type } from 'typebox';

/** The answer of both probes: `ok`, `ready`, or why not. */
export const Status = Type.Object({ status: Type.String() }, { $id: 'HealthStatus' });
