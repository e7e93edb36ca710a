// The errors feature's public surface: the pages the shell shows without loading a chunk. The
// error page of the `error` route is loaded lazily by the shell.
export { NotFoundPage } from './NotFoundPage.tsx';
export { UnreachablePage } from './UnreachablePage.tsx';
