// The static pages feature's public surface. The static page itself is loaded lazily by the shell.
export { staticPageKeys, staticPageQuery } from './queries.ts';
