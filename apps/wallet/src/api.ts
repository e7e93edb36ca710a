/** The two server calls of wallet creation (the API is the origin of `customizer-url`). */

import type { LinkedWalletAttributes as LinkedWallet } from '@tribune/domain/wallet-frame';

export type { LinkedWallet };

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function call(url: string, token: string, init: RequestInit = {}): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` };
  if (init.body) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers, credentials: 'omit', cache: 'no-store' });
  } catch {
    throw new ApiError('network', 0);
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (!res.ok) {
    const error = (body as { error?: unknown } | null)?.error;
    throw new ApiError(typeof error === 'string' && error ? error : `HTTP ${res.status}`, res.status);
  }
  return body;
}

export async function getLinkMessage(api: string, token: string, address: string): Promise<string> {
  const body = await call(
    `${api}/v2/user/self_custody_wallet/link_message?address=${encodeURIComponent(address)}`,
    token,
  );
  const message = (body as { data?: { message?: unknown } } | null)?.data?.message;
  if (typeof message !== 'string' || !message) throw new ApiError('bad answer', 502);
  return message;
}

export async function linkWallet(
  api: string,
  token: string,
  address: string,
  signature: string,
): Promise<LinkedWallet> {
  const body = await call(`${api}/v2/user/self_custody_wallet`, token, {
    method: 'POST',
    body: JSON.stringify({ address, signature }),
  });
  const data = (body as { data?: Partial<LinkedWallet> } | null)?.data;
  if (
    !data ||
    typeof data.token_contract !== 'string' ||
    typeof data.actions_address !== 'string' ||
    typeof data.wallet_address !== 'string'
  )
    throw new ApiError('bad answer', 502);
  return data as LinkedWallet;
}
