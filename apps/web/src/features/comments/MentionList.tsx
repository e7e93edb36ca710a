import { useTranslation } from 'react-i18next';
import type { Mentionable } from './RichTextEditor.tsx';
import './mentions.css';

/** What the list shows: the users found, which is active, and where it stands in the editor's frame. */
export interface MentionListState {
  items: Mentionable[];
  loading: boolean;
  error: boolean;
  active: number;
  left: number;
  top: number;
}

/** The id of an option, for the editor's `aria-activedescendant`. */
export function mentionOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/**
 * The mention suggestions under the caret: a listbox the editor drives (focus stays in the text,
 * which names the active option with `aria-activedescendant`), with its loading, empty and error
 * states. The pointer picks too; `mousedown` is held so the text keeps its focus and caret.
 */
export function MentionList({
  id,
  state,
  onPick,
  onHover,
  onRetry,
}: {
  id: string;
  state: MentionListState;
  onPick: (index: number) => void;
  onHover: (index: number) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { items, loading, error, active } = state;
  return (
    <div
      className="mention-popup"
      style={{ left: state.left, top: state.top }}
      data-testid="mention-popup"
      onMouseDown={(e) => e.preventDefault()}
    >
      {error ? (
        <p className="mention-state" data-testid="mention-error">
          {t('mentions.error')}{' '}
          <button type="button" className="button button-secondary mention-retry" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </p>
      ) : loading && items.length === 0 ? (
        <div className="mention-state" aria-hidden="true" data-testid="mention-loading">
          <span className="mention-skeleton" />
          <span className="mention-skeleton" />
        </div>
      ) : items.length === 0 ? (
        <p className="mention-state" data-testid="mention-empty">
          {t('mentions.empty')}
        </p>
      ) : null}
      <ul id={id} role="listbox" aria-label={t('mentions.label')} className="mention-list" hidden={items.length === 0}>
        {items.map((user, i) => (
          <li
            key={user.id}
            id={mentionOptionId(id, i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'mention-option active' : 'mention-option'}
            data-testid="mention-option"
            onMouseEnter={() => onHover(i)}
            onClick={() => onPick(i)}
          >
            <span className="mention-name">{user.display_name}</span>
            <span className="mention-slug">@{user.slug}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
