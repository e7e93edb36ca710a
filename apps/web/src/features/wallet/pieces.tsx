import { useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { answerMayBeLost, SubmissionKey } from './idempotency.ts';

/** The link to the wallet page ("To the wallet"), with an optional `#hash` and click handler. */
export function ToWalletLink({ hash = '', label, onClick }: { hash?: string; label?: string; onClick?: () => void }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  return (
    <Link to={`/${locale}/${words.wallet}${hash}`} onClick={onClick}>
      {label ?? t('wallet.boost.toWallet')}
    </Link>
  );
}

/** The text field of an amount in tokens (decimal keyboard, no autocomplete). */
export function TokenAmountInput({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  testId,
  inputRef,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  testId: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <input
      ref={inputRef}
      id={id}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      data-testid={testId}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/**
 * The Idempotency-Key of a value-moving call (docs/CHAIN.md "Transactions and sends"):
 * `once(basis, call)` sends `call` the key of `basis` (what is submitted), the same while that
 * submission is retried after a lost answer, a new one once the server has answered.
 */
export function useSubmissionOnce() {
  const keys = useRef(new SubmissionKey());
  return async <T,>(basis: string, call: (key: string) => Promise<T>): Promise<T> => {
    try {
      const result = await call(keys.current.for(basis));
      keys.current.settle();
      return result;
    } catch (err) {
      if (!answerMayBeLost(err)) keys.current.settle();
      throw err;
    }
  };
}
