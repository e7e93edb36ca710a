import { describe, expect, it } from 'vitest';
import { ApiError } from '@tribune/api-client';
import { answerMayBeLost, SubmissionKey } from './idempotency.ts';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('SubmissionKey', () => {
  it('reuses the key while the same submission is retried', () => {
    const keys = new SubmissionKey(counter());
    expect(keys.for('send 1.5 to a')).toBe('key-1');
    expect(keys.for('send 1.5 to a')).toBe('key-1');
  });

  it('takes a new key once the server answered', () => {
    const keys = new SubmissionKey(counter());
    keys.for('a');
    keys.settle();
    expect(keys.for('a')).toBe('key-2');
  });

  it('takes a new key when what is submitted changes', () => {
    const keys = new SubmissionKey(counter());
    keys.for('a');
    expect(keys.for('b')).toBe('key-2');
  });
});

describe('answerMayBeLost', () => {
  it('treats network failures and 5xx as possibly lost, refusals as answered', () => {
    expect(answerMayBeLost(new TypeError('Failed to fetch'))).toBe(true);
    expect(answerMayBeLost(new ApiError(503, null))).toBe(true);
    expect(answerMayBeLost(new ApiError(422, null))).toBe(false);
    expect(answerMayBeLost(new ApiError(409, null))).toBe(false);
  });
});
