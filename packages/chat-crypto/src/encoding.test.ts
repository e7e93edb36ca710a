import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  base64UrlToBytes,
  bytesToBase64,
  bytesToBase64Url,
  bytesToHex,
  fromUtf8,
  utf8,
} from './index.ts';

describe('base64', () => {
  it('matches the standard encoding for every length and byte value', () => {
    for (let len = 0; len < 70; len++) {
      const bytes = crypto.getRandomValues(new Uint8Array(len));
      let bin = '';
      for (const b of bytes) bin += String.fromCharCode(b);
      const reference = btoa(bin);
      expect(bytesToBase64(bytes)).toBe(reference);
      expect(bytesToBase64Url(bytes)).toBe(reference.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
      expect(base64ToBytes(reference)).toEqual(bytes);
      expect(base64UrlToBytes(bytesToBase64Url(bytes))).toEqual(bytes);
    }
  });

  it('rejects anything but the one canonical spelling', () => {
    for (const bad of ['A', 'AA', 'AA=', 'AB==', 'QQ= =', ' QQ==', 'QQ==\n', '-_==', 'Zm9v!', 'Zg===']) {
      expect(base64ToBytes(bad), bad).toBeNull();
    }
    for (const bad of ['A', 'QQ==', '+/', 'AB']) expect(base64UrlToBytes(bad), bad).toBeNull();
  });
});

describe('text', () => {
  it('round-trips UTF-8 and refuses invalid byte sequences', () => {
    expect(fromUtf8(utf8('grüße 👋'))).toBe('grüße 👋');
    expect(() => fromUtf8(new Uint8Array([0xff, 0xfe]))).toThrow(TypeError);
    expect(bytesToHex(new Uint8Array([0, 15, 255]))).toBe('000fff');
  });
});
