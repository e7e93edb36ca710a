import { generateKeyPair } from '@tribune/chat-crypto';

type WorkerAnswer = { ok: true; publicKey: CryptoKey; privateKey: CryptoKey } | { ok: false; error: string };

/**
 * An RSA-OAEP-4096 key pair, generated in a Web Worker so the page does not freeze; where no
 * worker can start (node tests, a blocked worker) it falls back to the calling thread.
 */
export async function generateKeyPairOffThread(): Promise<CryptoKeyPair> {
  if (typeof Worker === 'undefined') return generateKeyPair();
  let worker: Worker;
  try {
    worker = new Worker(new URL('./keygen.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return generateKeyPair();
  }
  try {
    return await new Promise<CryptoKeyPair>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
        const answer = event.data;
        if (answer.ok) resolve({ publicKey: answer.publicKey, privateKey: answer.privateKey });
        else reject(new Error(answer.error));
      };
      worker.onerror = (event) => {
        event.preventDefault();
        // A worker that failed to load must not cost the user their key setup.
        generateKeyPair().then(resolve, reject);
      };
      worker.postMessage('generate');
    });
  } finally {
    worker.terminate();
  }
}
