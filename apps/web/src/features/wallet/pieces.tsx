import { useRef, type ReactNode, type Ref } from 'react';
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

/**
 * The field of an amount in tokens: its label and text box (decimal keyboard, no autocomplete),
 * then `children` (a hint under it).
 */
export function TokenAmountField({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
  testId,
  inputRef,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  testId: string;
  inputRef?: Ref<HTMLInputElement>;
  children?: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
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
      {children}
    </div>
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
