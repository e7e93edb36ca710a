/**
 * One Idempotency-Key per submission (value-moving calls, docs/CHAIN.md "Transactions and sends"): the same key while the same
 * submission is retried after a lost answer (network failure, 5xx), a fresh one once the server
 * has answered (success or refusal) or the fan changes what is submitted.
 */
export class SubmissionKey {
  private current: string | null = null;
  private basis: string | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key for submitting `basis` (what is sent, serialised): reused while the basis is the same. */
  for(basis: string): string {
    if (this.current === null || this.basis !== basis) {
      this.current = this.newKey();
      this.basis = basis;
    }
    return this.current;
  }

  /** The server answered: the next submission is a new one. */
  settle(): void {
    this.current = null;
    this.basis = null;
  }
}

/** Whether a failure may have been answered or not (no status, or a server-side failure): retry with the same key. */
export function answerMayBeLost(error: unknown): boolean {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status >= 500;
  }
  return true;
}
