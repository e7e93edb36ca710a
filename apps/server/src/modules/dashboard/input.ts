/** Requests of the dashboard (docs/CONSOLE.md "Dashboard"): a period of days and its buckets. */
import { Type } from 'typebox';

const Day = (description: string) =>
  Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10, description });

/** `GET /v2/admin/dashboard`: from and to (UTC days, both included), per day or per week. */
export const DashboardQuery = Type.Object({
  from: Day('The first day (UTC), YYYY-MM-DD'),
  to: Day('The last day (UTC), YYYY-MM-DD, included; at most 366 days after from'),
  interval: Type.Optional(Type.String({ enum: ['day', 'week'], default: 'day' })),
});
