import { expect, test } from '@playwright/test';
import {
  chatUser,
  conversationItem,
  openChat,
  sendChatMessage,
  serverPublicKey,
  waitForChatKey,
  type ChatUser,
} from './support/chat.ts';

// Each test signs up two or three users and generates RSA-4096 keys in the browser.
test.describe.configure({ timeout: 420_000 });

test.describe('chat screens', () => {
  test.use({ serviceWorkers: 'block' });
  const users: ChatUser[] = [];
  test.afterEach(async () => {
    for (const user of users.splice(0)) await user.context.close();
  });

  test('two users start a conversation through the user search and exchange messages live', async ({ browser }) => {
    const a = await chatUser(browser, '/en/messages', 'alice');
    const b = await chatUser(browser, '/en/messages', 'bob');
    users.push(a, b);
    await openChat(a);
    await openChat(b);
    await waitForChatKey(a);
    await waitForChatKey(b);
    await expect(b.page.getByTestId('chat-empty')).toContainText('No conversations yet');

    // A finds B in the user search panel (keyboard: type, arrow down, Enter).
    await a.page.getByRole('button', { name: 'New message' }).click();
    const panel = a.page.getByRole('dialog', { name: 'New message' });
    const search = panel.getByPlaceholder('Search');
    await search.fill('zz-nobody-has-this-name');
    await expect(panel.getByText('No users found')).toBeVisible();
    await expect(
      panel.getByText('Try searching for a different user or check your search query for typos.'),
    ).toBeVisible();
    await search.press('Escape');
    await expect(search).toHaveValue('');
    await search.fill(b.displayName);
    const result = panel.getByRole('button', { name: b.displayName });
    await expect(result).toBeVisible();
    await search.press('ArrowDown');
    await expect(result).toBeFocused();
    await a.page.keyboard.press('Enter');
    await a.page.waitForURL(`**/en/messages/new/${b.slug}`);
    await expect(
      a.page.getByTestId('chat-new-conversation').getByRole('heading', { name: b.displayName }),
    ).toBeVisible();

    // The first send creates the conversation and replaces the address with its id.
    await sendChatMessage(a.page, 'Hello Bob, this is the first message');
    await a.page.waitForURL(/\/en\/messages\/[0-9a-f-]{36}$/);

    // B sees it live: in the list with an unread badge, then in the conversation.
    const item = conversationItem(b.page, a.displayName);
    await expect(item).toBeVisible();
    await expect(item.getByTestId('chat-unread-badge')).toContainText('1 unread message');
    await item.click();
    await expect(b.page.getByTestId('chat-messages').getByText('Hello Bob, this is the first message')).toBeVisible();
    await expect(item.getByTestId('chat-unread-badge')).toHaveCount(0);

    // B replies; A sees it without reloading.
    await sendChatMessage(b.page, 'Hi Alice, got it');
    await expect(a.page.getByTestId('chat-messages').getByText('Hi Alice, got it')).toBeVisible();
    // A has the conversation open: the reply is marked read at once.
    await expect(conversationItem(a.page, b.displayName).getByTestId('chat-unread-badge')).toHaveCount(0);
    await expect(a.page.getByTestId('chat-messages').getByRole('separator')).toHaveText(['Today']);
  });

  test("a new chatter's first message waits for their key and then goes out", async ({ browser }) => {
    const b = await chatUser(browser, '/en/messages', 'bob');
    users.push(b);
    await openChat(b);
    await waitForChatKey(b);
    // Dave never opened chat: this first visit starts generating his key while he types.
    const d = await chatUser(browser, '/en/', 'dave');
    users.push(d);
    await d.page.goto(`/en/messages/new/${b.slug}`);
    const box = d.page.getByRole('textbox', { name: 'Message', exact: true });
    await expect(box).toBeEnabled();
    await box.fill('Sent as soon as the box showed');
    await box.press('Enter');
    // The send waits for the key (seconds of RSA-4096 generation on a busy machine), then goes out.
    await d.page.waitForURL(/\/en\/messages\/[0-9a-f-]{36}$/, { timeout: 150_000 });
    await expect(box).toHaveValue('');
    await expect(d.page.getByText('Could not send the message.')).toHaveCount(0);
    expect((await serverPublicKey(d)).length).toBeGreaterThan(0);
    const item = conversationItem(b.page, d.displayName);
    await expect(item).toBeVisible({ timeout: 60_000 });
    await item.click();
    await expect(b.page.getByTestId('chat-messages').getByText('Sent as soon as the box showed')).toBeVisible({
      timeout: 60_000,
    });
  });

  test('a message to a user without a chat key becomes readable once they set one up', async ({ browser }) => {
    const a = await chatUser(browser, '/en/messages', 'alice');
    const c = await chatUser(browser, '/en/', 'carol');
    users.push(a, c);
    await openChat(a);
    await waitForChatKey(a);
    expect(await serverPublicKey(c)).toBe('');

    await a.page.goto(`/en/messages/new/${c.slug}`);
    await expect(a.page.getByTestId('chat-no-key')).toContainText(
      'Your messages are encrypted and become readable for them once they set up their chat key.',
    );
    await sendChatMessage(a.page, 'Sent before Carol had a key');
    await a.page.waitForURL(/\/en\/messages\/[0-9a-f-]{36}$/);
    const conversationUrl = a.page.url();

    // C opens chat: the key is generated, A's open app shares the conversation key, C reads it.
    await openChat(c);
    await waitForChatKey(c);
    await conversationItem(c.page, a.displayName).click();
    await expect(c.page.getByTestId('chat-messages').getByText('Sent before Carol had a key')).toBeVisible({
      timeout: 60_000,
    });
    // A's warning goes away once C has a key (on the next look at the conversation).
    await a.page.goto(conversationUrl);
    await expect(a.page.getByTestId('chat-messages').getByText('Sent before Carol had a key')).toBeVisible();
    await expect(a.page.getByTestId('chat-no-key')).toHaveCount(0);
  });

  test('the input is disabled for a chat with yourself and for a user who blocked you', async ({ browser }) => {
    const a = await chatUser(browser, '/en/messages', 'alice');
    const b = await chatUser(browser, '/en/messages', 'bob');
    users.push(a, b);

    await a.page.goto(`/en/messages/new/${a.slug}`);
    await expect(a.page.getByTestId('chat-input-rule')).toHaveText('You cannot chat with yourself');
    await expect(a.page.getByRole('textbox', { name: 'Message', exact: true })).toBeDisabled();

    await openChat(b);
    await waitForChatKey(b);
    await openChat(a);
    await a.page.goto(`/en/messages/new/${b.slug}`);
    await sendChatMessage(a.page, 'Before the block');
    await a.page.waitForURL(/\/en\/messages\/[0-9a-f-]{36}$/);
    const conversationPath = new URL(a.page.url()).pathname;

    // A blocks B through the conversation menu and the block-user modal.
    await a.page.getByRole('button', { name: 'Conversation options' }).click();
    await a.page.getByRole('button', { name: 'Block', exact: true }).click();
    const dialog = a.page.getByRole('alertdialog', { name: 'Block User' });
    await expect(dialog).toContainText(
      'When you block this user, you will not be able to see anything they post in this app',
    );
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(a.page.getByTestId('chat-input-rule')).toHaveText('You have blocked this user');

    await b.page.goto(conversationPath);
    await expect(b.page.getByTestId('chat-messages').getByText('Before the block')).toBeVisible();
    await expect(b.page.getByTestId('chat-input-rule')).toHaveText('This user has blocked you');
    await expect(b.page.getByRole('textbox', { name: 'Message', exact: true })).toBeDisabled();
  });

  test('the on-device search finds a sent word and opens its conversation (phone width)', async ({ browser }) => {
    const a = await chatUser(browser, '/en/messages', 'alice');
    const b = await chatUser(browser, '/en/messages', 'bob');
    users.push(a, b);
    await openChat(b);
    await waitForChatKey(b);
    await openChat(a);
    await a.page.goto(`/en/messages/new/${b.slug}`);
    await sendChatMessage(a.page, 'Meet me at the lighthouse on Sunday');
    await a.page.waitForURL(/\/en\/messages\/[0-9a-f-]{36}$/);
    const conversationPath = new URL(a.page.url()).pathname;

    // On a phone the list and the conversation show one at a time.
    await a.page.setViewportSize({ width: 390, height: 844 });
    await a.page.goto('/en/messages');
    await expect(a.page.getByTestId('chat-sync')).toHaveAttribute('data-sync', 'synced');
    await a.page.getByRole('searchbox', { name: 'Search messages' }).fill('lightho');
    const hit = a.page.getByRole('button', { name: /lighthouse/ });
    await expect(hit).toContainText(b.displayName);
    await hit.click();
    await a.page.waitForURL(`**${conversationPath}`);
    await expect(a.page.getByTestId('chat-messages').getByText('Meet me at the lighthouse on Sunday')).toBeVisible();
    await expect(a.page.getByTestId('chat-conversations')).toBeHidden();
    await a.page.getByRole('link', { name: 'Back to conversations' }).click();
    await expect(conversationItem(a.page, b.displayName)).toBeVisible();
  });
});
