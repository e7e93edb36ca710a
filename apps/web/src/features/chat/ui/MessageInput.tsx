import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX_CHARS, isEmptyChatMessage } from '@tribune/domain';
import { ChatSendError } from '../data/send.ts';
import { blockFromSendError, INPUT_BLOCK_TEXT, type InputBlock } from './input-state.ts';

/**
 * The message box (docs/CHAT.md "The app's rules"): Enter sends, Shift+Enter adds a line; disabled while sending and
 * whenever a rule forbids sending, with the rule's text. Empty messages are never sent; a failed
 * send keeps the text and says 'Could not send the message.'.
 */
export function MessageInput({ block, onSend }: { block: InputBlock | null; onSend: (text: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  // A send the server refused for a rule (e.g. blocked meanwhile) disables the box like the local rules.
  const [refused, setRefused] = useState<InputBlock | null>(null);
  const inputId = useId();
  const hintId = useId();
  const statusId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const rule = block ?? refused;
  const disabled = sending || rule !== null;

  const send = async () => {
    if (disabled || isEmptyChatMessage(text)) return;
    setSending(true);
    setFailed(false);
    try {
      await onSend(text);
      setText('');
    } catch (err) {
      const ruled = err instanceof ChatSendError ? blockFromSendError(err.code) : null;
      if (ruled) setRefused(ruled);
      else setFailed(true);
    } finally {
      setSending(false);
    }
  };
  // Focus comes back after sending, so the user can keep typing.
  const sendAndRefocus = () => void send().then(() => ref.current?.focus());

  return (
    <form
      className="chat-input"
      onSubmit={(e) => {
        e.preventDefault();
        sendAndRefocus();
      }}
      data-testid="chat-input"
    >
      <div id={statusId} aria-live="polite">
        {rule ? (
          <p className="chat-input-rule alert alert-info" data-testid="chat-input-rule">
            {t(INPUT_BLOCK_TEXT[rule])}
          </p>
        ) : null}
        {failed ? (
          <p className="chat-input-error alert alert-danger" role="alert">
            {t('chat.sendFailed')}
          </p>
        ) : null}
      </div>
      <div className="chat-input-row">
        <label htmlFor={inputId} className="visually-hidden">
          {t('chat.input.label')}
        </label>
        <textarea
          ref={ref}
          id={inputId}
          rows={2}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          placeholder={t('chat.input.placeholder')}
          disabled={disabled}
          aria-describedby={`${hintId} ${statusId}`}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              sendAndRefocus();
            }
          }}
        />
        <button type="submit" className="button" disabled={disabled || isEmptyChatMessage(text)}>
          {sending ? t('chat.input.sending') : t('chat.input.send')}
        </button>
      </div>
      <p id={hintId} className="chat-input-hint muted">
        {t('chat.input.hint')}
      </p>
    </form>
  );
}
