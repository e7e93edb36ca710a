import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_NAMES, PACKAGE_DIR, compileContracts, renderOutputs } from '../scripts/solidity.ts';
import * as bindings from '../src/index.ts';

describe('committed artifacts', () => {
  it('equal a fresh solc-js compile of contracts/*.sol (run `npm run compile -w @tribune/contracts`)', () => {
    const compiled = compileContracts();
    expect(compiled.map((contract) => contract.name)).toEqual([...CONTRACT_NAMES]);
    const files = renderOutputs(compiled);
    expect([...files.keys()].sort()).toEqual([
      'artifacts/CommunityActions.json',
      'artifacts/CommunityNFT.json',
      'artifacts/CommunityToken.json',
      'src/abi.ts',
    ]);
    for (const [relative, fresh] of files) {
      const committed = fs.readFileSync(path.join(PACKAGE_DIR, relative), 'utf8');
      expect(committed === fresh, `${relative} drifted from the sources`).toBe(true);
    }
    // The typed bindings are what was compiled.
    expect(bindings.communityTokenBytecode).toBe(compiled[0]?.bytecode);
    expect(bindings.communityNftAbi).toEqual(compiled[1]?.abi);
    expect(bindings.communityActionsBytecode).toBe(compiled[2]?.bytecode);
  }, 60_000);
});
