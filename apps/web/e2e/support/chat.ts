import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { bearer, signedUpInNewContext, type TestAccount } from './account.ts';

export { bearer };

/** A signed-up user in a browser context of their own. */
export interface ChatUser {
  page: Page;
  context: BrowserContext;
  account: TestAccount;
  id: string;
  uid: string;
  slug: string;
  displayName: string;
}

/**
 * Signs up a new user in a fresh browser context (so two users can chat side by side) and lands
 * on `redirect`; `/en/messages` opens chat, which sets up the chat key on its own.
 */
export async function chatUser(browser: Browser, redirect: string, prefix: string): Promise<ChatUser> {
  const { context, page, account } = await signedUpInNewContext(browser, redirect, prefix);
  const me = (await (await page.request.get('/v2/user/show', { headers: await bearer(page) })).json()) as {
    data: { id: string; attributes: { uid: string; slug: string; display_name: string } };
  };
  return {
    page,
    context,
    account,
    id: me.data.id,
    uid: me.data.attributes.uid,
    slug: me.data.attributes.slug,
    displayName: me.data.attributes.display_name,
  };
}

/** The user's public chat key as the server has it ('' when none). */
export async function serverPublicKey(user: ChatUser): Promise<string> {
  const response = await user.page.request.get(`/api/v1/chat_keys/public/${encodeURIComponent(user.uid)}`, {
    headers: await bearer(user.page),
  });
  expect(response.ok()).toBe(true);
  return (await response.text()).trim();
}

/**
 * Waits until the app has generated the user's chat key and registered it on the server. RSA-4096
 * generation is a random search that takes seconds, and far longer on a busy two-core machine.
 */
export async function waitForChatKey(user: ChatUser): Promise<void> {
  await expect.poll(async () => (await serverPublicKey(user)).length, { timeout: 150_000 }).toBeGreaterThan(0);
}

/** Opens the chat overview and waits for the first sync to finish. */
export async function openChat(user: ChatUser): Promise<void> {
  await user.page.goto('/en/messages');
  await expect(user.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(user.page.getByTestId('chat-sync')).toHaveAttribute('data-sync', 'synced', { timeout: 30_000 });
}

/** Types a message into the open conversation and sends it with Enter. */
export async function sendChatMessage(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message', exact: true });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByTestId('chat-messages').getByText(text)).toBeVisible();
  await expect(box).toHaveValue('');
}

/** The conversation row of a partner in the list. */
export function conversationItem(page: Page, partnerName: string) {
  return page.getByTestId('chat-conversation-item').filter({ hasText: partnerName });
}
