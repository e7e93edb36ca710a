import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMasterKey, seal, unseal } from './sealing.ts';

describe('hot wallet key sealing', () => {
  it('generates the master key once into the data folder (0600) and reads it back', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-seal-'));
    const [a, b] = await Promise.all([loadMasterKey(undefined, dir), loadMasterKey(undefined, dir)]);
    expect(a.key.equals(b.key)).toBe(true);
    const again = await loadMasterKey(undefined, dir);
    expect(again.key.equals(a.key)).toBe(true);
    expect((await fs.stat(path.join(dir, 'wallet-master.key'))).mode & 0o777).toBe(0o600);
    await fs.rm(dir, { recursive: true });
  });

  it('takes WALLET_MASTER_KEY as hex or base64 and refuses another length', async () => {
    const hex = 'ab'.repeat(32);
    expect((await loadMasterKey(hex, '/nonexistent')).key.toString('hex')).toBe(hex);
    expect((await loadMasterKey(Buffer.from(hex, 'hex').toString('base64'), '/x')).key.toString('hex')).toBe(hex);
    await expect(loadMasterKey('abcd', '/x')).rejects.toThrow(/WALLET_MASTER_KEY/);
  });

  it('opens only with the same master key and the same address', async () => {
    const master = await loadMasterKey('11'.repeat(32), '/x');
    const other = await loadMasterKey('22'.repeat(32), '/x');
    const secret = `0x${'cd'.repeat(32)}`;
    const sealed = seal(master, secret, '0xAbC');
    expect(sealed).not.toContain('cdcd');
    expect(unseal(master, sealed, '0xabc')).toBe(secret);
    expect(() => unseal(other, sealed, '0xabc')).toThrow();
    expect(() => unseal(master, sealed, '0xabd')).toThrow();
    const tampered = Buffer.from(sealed, 'base64url');
    tampered[tampered.length - 1]! ^= 1;
    expect(() => unseal(master, tampered.toString('base64url'), '0xabc')).toThrow();
  });
});
