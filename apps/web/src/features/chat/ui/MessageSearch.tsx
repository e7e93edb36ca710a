import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenLabelSearch } from '../../../kernel/ui/HiddenLabelSearch.tsx';
import type { LocalMessage } from '../store/db.ts';
import { searchMessages } from '../data/hooks.ts';
import { USER_SEARCH_DEBOUNCE_MS } from './UserSearchPanel.tsx';

type Hit = LocalMessage & { conversationName: string };

/** The longest snippet shown per hit, around the first matching word. */
const SNIPPET_CHARS = 90;

function snippet(text: string, query: string): string {
  const first = query.trim().toLowerCase().split(/\s+/)[0] ?? '';
  const at = first ? text.toLowerCase().indexOf(first) : -1;
  if (text.length <= SNIPPET_CHARS) return text;
  const start = Math.max(0, Math.min(at - 20, text.length - SNIPPET_CHARS));
  return `${start > 0 ? '…' : ''}${text.slice(start, start + SNIPPET_CHARS)}…`;
}

/**
 * The on-device message search: a search box over the decrypted messages of this device and a
 * list of hits (conversation name and snippet); choosing one opens its conversation.
 */
export function MessageSearch({ onOpen }: { onOpen: (conversationId: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [hits, setHits] = useState<{ query: string; items: Hit[] } | null>(null);

  useEffect(() => {
    const query = draft.trim();
    if (!query) {
      setHits(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      searchMessages(query, 20).then(
        (items) => {
          if (current) setHits({ query, items });
        },
        () => {
          if (current) setHits({ query, items: [] });
        },
      );
    }, USER_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draft]);

  return (
    <div className="chat-message-search" role="search">
      <HiddenLabelSearch
        label={t('chat.search.label')}
        placeholder={t('chat.search.placeholder')}
        value={draft}
        onChange={setDraft}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setDraft('');
        }}
      />
      <div aria-live="polite" className="chat-search-results-wrap">
        {hits ? (
          hits.items.length === 0 ? (
            <p className="chat-search-none muted">{t('chat.search.none')}</p>
          ) : (
            <ul className="chat-search-results" aria-label={t('chat.search.results', { count: hits.items.length })}>
              {hits.items.map((hit) => (
                <li key={hit.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setDraft('');
                      onOpen(hit.conversationId);
                    }}
                  >
                    <span className="chat-search-name">{hit.conversationName}</span>
                    <span className="chat-search-snippet">{snippet(hit.text, hits.query)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </div>
  );
}
