import { Avatar } from '../../kernel/ui/Avatar.tsx';
import { VerifiedBadge } from './VerifiedBadge.tsx';

/** A fan a user search found (the chat's `GET /v2/chat_users` records). */
export interface FoundUserLike {
  id: string;
  attributes: { display_name: string; avatar_thumbnail?: string | null; verified?: boolean };
}

/**
 * The answer of a user search as a picker: while searching, a failure, nothing found (each a hint
 * line), else the fans as buttons with their avatar, name and verified badge. The wallet's send and
 * the gift dialog use it, each with its own texts, class names and test id.
 */
export function UserResults<U extends FoundUserLike>({
  users,
  status,
  texts,
  listId,
  classNames,
  testId,
  onPick,
}: {
  users: U[];
  status: { isFetching: boolean; isError: boolean; isSuccess: boolean };
  texts: { searching: string; error: string; none: string; results: string };
  listId: string;
  classNames: { list: string; option: string; avatar: string };
  testId: string;
  onPick: (user: U) => void;
}) {
  return (
    <div aria-live="polite">
      {status.isFetching && users.length === 0 ? (
        <p className="field-hint muted">{texts.searching}</p>
      ) : status.isError ? (
        <p className="field-hint muted">{texts.error}</p>
      ) : users.length === 0 && status.isSuccess ? (
        <p className="field-hint muted">{texts.none}</p>
      ) : null}
      {users.length > 0 ? (
        <ul id={listId} className={classNames.list} aria-label={texts.results}>
          {users.map((u) => (
            <li key={u.id}>
              <button type="button" className={classNames.option} data-testid={testId} onClick={() => onPick(u)}>
                <Avatar
                  name={u.attributes.display_name}
                  src={u.attributes.avatar_thumbnail ?? null}
                  className={classNames.avatar}
                  size={28}
                />
                <span>
                  {u.attributes.display_name}
                  {u.attributes.verified ? <VerifiedBadge inline /> : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
