// The app decorations the bench uses: each module declares its own in its index.ts
// (docs/ARCHITECTURE.md "Server modules"), and the server's declaration output keeps them there,
// so the bench's type check loads those front doors.
import type {} from '../apps/server/src/modules/admin/index.ts';
import type {} from '../apps/server/src/modules/media/index.ts';
import type {} from '../apps/server/src/modules/notifications/index.ts';
import type {} from '../apps/server/src/modules/votings/index.ts';
