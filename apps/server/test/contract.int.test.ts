import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILES, renderContract } from '../src/openapi/contract.ts';

describe('published contract', () => {
  // Builds the whole app and renders every route's schema: a minute on a busy two-core machine.
  it('the committed OpenAPI document and generated client types match the server routes', async () => {
    const { json, types } = await renderContract();
    const [committedJson, committedTypes] = await Promise.all([
      fs.readFile(CONTRACT_FILES.json, 'utf8'),
      fs.readFile(CONTRACT_FILES.types, 'utf8'),
    ]);
    // On failure: run `npm run openapi` and commit packages/api-client.
    expect(committedJson).toBe(json);
    expect(committedTypes).toBe(types);
  }, 120_000);
});
