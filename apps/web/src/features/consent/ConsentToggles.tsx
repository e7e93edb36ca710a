import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_FLAG_NAMES, type ConsentFlags } from '@tribune/domain';
import './consent.css';

/** The three consent switches (advertising, customization, analyze), each with its explanation. */
export function ConsentToggles({
  value,
  onChange,
  disabled,
}: {
  value: ConsentFlags;
  onChange: (next: ConsentFlags) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <ul className="consent-toggles">
      <li className="consent-toggle">
        <input type="checkbox" id={`${id}-essential`} checked disabled aria-describedby={`${id}-essential-d`} />
        <label htmlFor={`${id}-essential`}>{t('consent.flags.essential.label')}</label>
        <p id={`${id}-essential-d`} className="muted">
          {t('consent.flags.essential.description')}
        </p>
      </li>
      {CONSENT_FLAG_NAMES.map((name) => (
        <li key={name} className="consent-toggle">
          <input
            type="checkbox"
            role="switch"
            id={`${id}-${name}`}
            checked={value[name]}
            disabled={disabled}
            aria-describedby={`${id}-${name}-d`}
            onChange={(e) => onChange({ ...value, [name]: e.target.checked })}
          />
          <label htmlFor={`${id}-${name}`}>{t(`consent.flags.${name}.label`)}</label>
          <p id={`${id}-${name}-d`} className="muted">
            {t(`consent.flags.${name}.description`)}
          </p>
        </li>
      ))}
    </ul>
  );
}
