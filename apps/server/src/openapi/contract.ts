import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

/** Where the published contract and its generated types live. */
export const CONTRACT_FILES = {
  json: path.resolve(import.meta.dirname, '../../../../packages/api-client/openapi.json'),
  types: path.resolve(import.meta.dirname, '../../../../packages/api-client/src/schema.d.ts'),
};

const HEADER = "/**\n * Generated from the server's route schemas by `npm run openapi`. Do not edit.\n */\n\n";

/** Builds the server on a throwaway database and renders the OpenAPI document and its TypeScript types. */
export async function renderContract(): Promise<{ json: string; types: string }> {
  const database = await openDatabase({ pglite: await PGlite.create() });
  const app = await buildApp({
    config: { ...loadConfig({}), publicUrl: 'http://localhost:3000' },
    database,
    logger: false,
    // Its routes are hidden from the contract anyway; leaving it out keeps the render quick.
    embeddedIdentity: false,
    // The demo content seed (ffmpeg) would run in the background and hold up the close.
    seedContent: false,
  });
  try {
    await app.ready();
    const document = app.swagger() as Record<string, unknown>;
    const json = `${JSON.stringify(document, null, 2)}\n`;
    const ast = await openapiTS(JSON.parse(json) as never, { alphabetize: true });
    return { json, types: HEADER + astToString(ast) };
  } finally {
    await app.close();
    await database.close();
  }
}
