// The profiles feature's public surface. The profile page is loaded lazily by the shell.
export { profileKeys, profileQuery, useToggleBlock, type PublicProfile } from './api.ts';
export { BlockDialog } from './BlockDialog.tsx';
export { BylineAuthor, VerifiedBadge } from './VerifiedBadge.tsx';
export { UserResults, type FoundUserLike } from './UserResults.tsx';
