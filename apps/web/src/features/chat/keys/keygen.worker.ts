// Generates the RSA-4096 key pair off the main thread (0.2–2.7 s): the UI keeps painting its
// progress. CryptoKeyPair members are structured-cloneable, so they travel back as they are.
import { generateKeyPair } from '@tribune/chat-crypto';

self.onmessage = () => {
  generateKeyPair().then(
    (pair) => self.postMessage({ ok: true, publicKey: pair.publicKey, privateKey: pair.privateKey }),
    (error: unknown) => self.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
};
