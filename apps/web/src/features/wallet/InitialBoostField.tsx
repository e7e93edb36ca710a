import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../kernel/session/session.ts';
import { parseTokens } from './units.ts';

/**
 * The optional initial boost of a new idea or question, in tokens; shown only to a fan with a
 * wallet. The owner keeps the text and reads it with `initialBoostUnits`.
 */
export function InitialBoostField({
  value,
  onChange,
  disabled,
  testId,
}: {
  value: string;
  onChange: (text: string) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const session = useSession();
  if (!session.user?.wallet_address) return null;
  return (
    <>
      <label htmlFor={id}>{t('wallet.boost.initial')}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      />
    </>
  );
}

/** The typed initial boost as base units: undefined when empty, null when it is not an amount. */
export function initialBoostUnits(text: string): string | undefined | null {
  if (!text.trim()) return undefined;
  const units = parseTokens(text);
  return units === null ? null : units === 0n ? undefined : units.toString();
}
