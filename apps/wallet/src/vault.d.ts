export declare const VAULT_ITERATIONS = 600000;
/** Iterations accepted when unlocking (envelopes name theirs, so a later increase keeps old ones working). */
export declare const VAULT_MIN_ITERATIONS = 600000;
export declare const VAULT_MAX_ITERATIONS = 10000000;
export interface VaultEnvelope {
    v: 1;
    address: string;
    kdf: 'PBKDF2';
    hash: 'SHA-256';
    iterations: number;
    salt: string;
    iv: string;
    cipher: string;
    check: string;
}
export type VaultErrorKind = 'damaged' | 'wrong-password';
export declare class VaultError extends Error {
    readonly kind: VaultErrorKind;
    constructor(kind: VaultErrorKind, message: string);
}
/** base64 SHA-256 over `v|address|iterations|salt|iv|cipher`. */
export declare function envelopeCheck(e: Pick<VaultEnvelope, 'v' | 'address' | 'iterations' | 'salt' | 'iv' | 'cipher'>): Promise<string>;
/**
 * Encrypts a 32-byte private key under a password; JSON text of a VaultEnvelope. The caller keeps
 * (and zeroes) its key bytes; the address is derived from them here.
 */
export declare function sealKey(privateKey: Uint8Array, password: string, opts?: {
    iterations?: number;
}): Promise<{
    text: string;
    address: string;
}>;
interface ParsedVault {
    envelope: VaultEnvelope;
    salt: Uint8Array<ArrayBuffer>;
    iv: Uint8Array<ArrayBuffer>;
    cipher: Uint8Array<ArrayBuffer>;
}
/** Parses and checks a stored entry (shape and `check`); VaultError('damaged') otherwise. */
export declare function openEnvelope(text: string | null): Promise<ParsedVault>;
/** The address of a stored entry, after checking it is intact (no password needed). */
export declare function storedAddress(text: string | null): Promise<string>;
/**
 * Decrypts a stored entry: the 32 key bytes (zero them after use). VaultError 'damaged' for a
 * malformed or altered entry, 'wrong-password' when AES-GCM refuses the password.
 */
export declare function unlockKey(text: string | null, password: string): Promise<Uint8Array<ArrayBuffer>>;
export {};
