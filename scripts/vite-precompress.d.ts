import type { Plugin } from 'vite';
/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each compressible file of the bundle, at
 * the highest levels: the server sends them as they are (@fastify/static `preCompressed`), so a
 * phone downloads about a third of the bytes and the server spends no CPU on it per request.
 */
export declare function precompress(): Plugin;
