import { describe, expect, it } from 'vitest';
import { chatEnabled, chatEncryptionEnabled, isEmptyChatMessage } from './chat.ts';
import { DEFAULT_MODULE_CONFIG, type FeatureFlags, type ModuleConfig } from './module-config.ts';
import { resolveRouteWords } from './route-words.ts';
import { matchRoute, type RouteContext } from './routes.ts';

const chatModule: ModuleConfig = {
  ...DEFAULT_MODULE_CONFIG,
  modules: { ...DEFAULT_MODULE_CONFIG.modules, chat: true },
};

function ctx(config: ModuleConfig, flags: FeatureFlags, words: Record<string, string> = {}): RouteContext {
  return { words: resolveRouteWords(words), config, flags, preferredLocale: () => 'en' };
}

describe('chat gates', () => {
  it('needs both the chat module and the chat feature', () => {
    expect(chatEnabled(chatModule, { chat: true })).toBe(true);
    expect(chatEnabled(chatModule, {})).toBe(false);
    expect(chatEnabled(DEFAULT_MODULE_CONFIG, { chat: true })).toBe(false);
  });

  it('has settings only with end-to-end encryption', () => {
    expect(chatEncryptionEnabled(chatModule, { chat: true, e2eEncryption: true })).toBe(true);
    expect(chatEncryptionEnabled(chatModule, { chat: true })).toBe(false);
  });
});

describe('chat routes', () => {
  const on = ctx(chatModule, { chat: true, e2eEncryption: true });

  it('matches the overview, a conversation, a new conversation and the settings, all protected', () => {
    expect(matchRoute('/en/messages', on)).toEqual({
      kind: 'page',
      name: 'messages',
      locale: 'en',
      params: {},
      protected: true,
    });
    expect(matchRoute('/en/messages/4f0c0e5e-0000-4000-8000-000000000001', on)).toMatchObject({
      name: 'messagesConversation',
      params: { conversationId: '4f0c0e5e-0000-4000-8000-000000000001' },
      protected: true,
    });
    expect(matchRoute('/de/messages/new/fan-anna', on)).toMatchObject({
      name: 'messagesNew',
      params: { userSlug: 'fan-anna' },
    });
    expect(matchRoute('/it/messages/settings', on)).toMatchObject({ name: 'messagesSettings', protected: true });
  });

  it('uses the instance route words', () => {
    const words = ctx(chatModule, { chat: true, e2eEncryption: true }, { messages: 'nachrichten', new: 'neu' });
    expect(matchRoute('/de/nachrichten/neu/anna', words)).toMatchObject({ name: 'messagesNew' });
    expect(matchRoute('/de/messages', words)).toEqual({ kind: 'notFound', locale: 'de' });
  });

  it('is not found when chat is off, and settings only without encryption', () => {
    expect(matchRoute('/en/messages', ctx(chatModule, {}))).toEqual({ kind: 'notFound', locale: 'en' });
    const plain = ctx(chatModule, { chat: true });
    expect(matchRoute('/en/messages', plain)).toMatchObject({ name: 'messages' });
    // Without encryption "settings" is just a (non-existent) conversation id, not the settings page.
    expect(matchRoute('/en/messages/settings', plain)).toMatchObject({ name: 'messagesConversation' });
  });
});

describe('isEmptyChatMessage', () => {
  it('treats blank text and the empty editor value as empty', () => {
    for (const t of ['', '   ', '\n', '<p></p>', ' <p></p> ']) expect(isEmptyChatMessage(t)).toBe(true);
    expect(isEmptyChatMessage('hi')).toBe(false);
    expect(isEmptyChatMessage('<p>hi</p>')).toBe(false);
  });
});
