import { describe, expect, it } from 'vitest';
import { compareIds } from '../store/db.ts';
import {
  compareConversations,
  compareMessages,
  maxId,
  previousId,
  toLocalConversation,
  wordsOf,
  type ConversationWire,
} from './convert.ts';

describe('wordsOf', () => {
  it('lower-cases, splits on anything but letters and digits, and keeps each word once', () => {
    expect(wordsOf('Hello, hello WORLD! 42 times—again')).toEqual(['hello', 'world', '42', 'times', 'again']);
  });

  it('keeps non-Latin letters and accents as word characters', () => {
    expect(wordsOf('Grüße aus Köln; città è bella. Привет мир 東京')).toEqual([
      'grüße',
      'aus',
      'köln',
      'città',
      'è',
      'bella',
      'привет',
      'мир',
      '東京',
    ]);
  });

  it('answers no words for punctuation only or an empty text', () => {
    expect(wordsOf('  ... !! ')).toEqual([]);
    expect(wordsOf('')).toEqual([]);
  });
});

describe('ordering helpers', () => {
  it('orders server ids numerically, whatever their length', () => {
    expect(['10', '9', '100', '11'].sort(compareIds)).toEqual(['9', '10', '11', '100']);
    expect(maxId('99', '100')).toBe('100');
    expect(maxId(null, '7')).toBe('7');
    expect(maxId('7', undefined)).toBe('7');
  });

  it('orders messages by time, then by id for the same time', () => {
    const t = '2025-01-01T10:00:00.000Z';
    const later = '2025-01-01T10:00:01.000Z';
    const list = [
      { id: '12', sentAt: later },
      { id: '11', sentAt: t },
      { id: '9', sentAt: t },
    ];
    expect(list.sort(compareMessages).map((m) => m.id)).toEqual(['9', '11', '12']);
  });

  it('steps one id down for after_message_id refetches, never below zero', () => {
    expect(previousId('100')).toBe('99');
    expect(previousId('12345678901234567890')).toBe('12345678901234567889');
    expect(previousId('0')).toBe('0');
  });

  it('maps a conversation resource and orders conversations newest activity first', () => {
    const wire = (id: string, updated: string, last: string | null): ConversationWire => ({
      id,
      type: 'chat_conversation',
      attributes: {
        name: `Partner ${id}`,
        avatar: null,
        user_id: '7',
        user_slug: 'partner',
        user_verified: true,
        created_at: '2025-01-01T00:00:00.000Z',
        updated_at: updated,
        unread_messages: 2,
        last_message_id: last ? '5' : null,
        last_message_at: last,
        conversation_user_ids: ['1', '7'],
        read_only: false,
        common_key_ids: [],
        has_own_unencrypted_messages: false,
        blocked_by_current_user: false,
        current_user_blocked_by_user: true,
      },
    });
    const a = toLocalConversation(wire('a', '2025-01-02T00:00:00.000Z', '2025-01-05T00:00:00.000Z'));
    const b = toLocalConversation(wire('b', '2025-01-03T00:00:00.000Z', null));
    expect(a).toMatchObject({
      id: 'a',
      userId: '7',
      unreadMessages: 2,
      updatedAt: '2025-01-05T00:00:00.000Z',
      currentUserBlockedByUser: true,
      verified: true,
    });
    expect([b, a].sort(compareConversations).map((c) => c.id)).toEqual(['a', 'b']);
  });
});
