/** Small byte helpers (no Node Buffer: this runs in the browser). */
export declare function bytesToBase64(bytes: Uint8Array): string;
/** Strict base64 decoding; null for anything that is not canonical base64. */
export declare function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null;
export declare function utf8(text: string): Uint8Array<ArrayBuffer>;
export declare function randomBytes(n: number): Uint8Array<ArrayBuffer>;
