import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';
import it_ from './locales/it.json';

const HERE = path.dirname(fileURLToPath(import.meta.url));

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'locales' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [file] : [];
  });
}

describe("the console's texts", () => {
  it('have the same keys in en, de and it, none empty', () => {
    const keys = keysOf(en).sort();
    expect(keysOf(de).sort()).toEqual(keys);
    expect(keysOf(it_).sort()).toEqual(keys);
    for (const tree of [en, de, it_]) {
      for (const key of keysOf(tree)) {
        const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], tree);
        expect(String(value).trim(), key).not.toBe('');
      }
    }
  });

  it("have every key the console's screens name in full", () => {
    const known = new Set(keysOf(en).map((k) => k.replace(/_(one|other)$/, '')));
    const used = sources(HERE).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)].map((m) => m[1]!),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((k) => !known.has(k))).toEqual([]);
  });
});
