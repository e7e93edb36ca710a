import fs from 'node:fs/promises';
import { CONTRACT_FILES, renderContract } from '../src/openapi/contract.ts';

/** Writes packages/api-client/openapi.json and src/schema.d.ts; with --check, fails when they are stale. */
const check = process.argv.includes('--check');
const { json, types } = await renderContract();
if (check) {
  const [oldJson, oldTypes] = await Promise.all([
    fs.readFile(CONTRACT_FILES.json, 'utf8').catch(() => ''),
    fs.readFile(CONTRACT_FILES.types, 'utf8').catch(() => ''),
  ]);
  if (oldJson !== json || oldTypes !== types) {
    console.error('The OpenAPI contract is out of date: run `npm run openapi` and commit the result.');
    process.exit(1);
  }
  console.log('OpenAPI contract is up to date.');
} else {
  await fs.writeFile(CONTRACT_FILES.json, json);
  await fs.writeFile(CONTRACT_FILES.types, types);
  console.log(`Wrote ${CONTRACT_FILES.json} and ${CONTRACT_FILES.types}`);
}
