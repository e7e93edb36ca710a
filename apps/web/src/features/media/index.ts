// The media feature's public surface: the players of a content page and the lock of a card.
export { LockIcon } from './LockIcon.tsx';
export { LockedMedia, MediaView } from './MediaView.tsx';
