/** `npm run compile -w @tribune/contracts`: compiles contracts/*.sol and writes artifacts/ and src/abi.ts. */
import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_DIR, compileContracts, renderOutputs } from './solidity.ts';

const started = performance.now();
const files = renderOutputs(compileContracts());
for (const [relative, content] of files) {
  const file = path.join(PACKAGE_DIR, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  console.log(`wrote ${relative}`);
}
console.log(`compiled in ${Math.round(performance.now() - started)} ms`);
