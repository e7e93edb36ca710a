import type { Plugin } from 'vite';
/** Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each compressible file of a Vite build. */
export function precompress(): Plugin;
