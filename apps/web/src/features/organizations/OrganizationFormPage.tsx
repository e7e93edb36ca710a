import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MAX_ORGANIZATION_NAME,
  MAX_ORGANIZATION_WEBSITE,
  localePath,
  moduleEnabled,
  nameHasDisallowedCharacters,
  websiteUrl,
} from '@tribune/domain';
import { Link, useNavigate } from '../../kernel/router.tsx';
import { usePageMeta } from '../../kernel/meta.ts';
import { useShell } from '../../kernel/shell-context.ts';
import {
  createOrganization,
  descriptionHtml,
  organizationErrorText,
  organizationFieldErrors,
  organizationFormData,
  organizationKeys,
} from './api.ts';
import { organizationPath, organizationsPath } from './paths.ts';
import './organizations.css';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

/**
 * `{organizations}/{new}` (protected): creating an organization, sent as multipart
 * `organization[...]` with the logo and the hero image; empty fields are dropped. On failure the
 * response body's error shows (docs/COMMUNITY.md "Organizations"), with the
 * fields it names. The new organization waits for review; its page says so.
 */
export default function OrganizationFormPage() {
  const { t } = useTranslation();
  const { locale, words, config, flags } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = { name: useId(), description: useId(), website: useId(), logo: useId(), hero: useId(), err: useId() };
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [website, setWebsite] = useState('');
  const [logo, setLogo] = useState<File | null>(null);
  const [hero, setHero] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const listOn = moduleEnabled('organizationList', config, flags);
  usePageMeta({ title: t('organizations.form.title'), noCrawl: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    if (nameHasDisallowedCharacters(name)) {
      setFieldErrors({ name: [t('common.nameDisallowed')] });
      return;
    }
    if (website.trim() && !websiteUrl(website)) {
      setFieldErrors({ website_url: [t('organizations.form.websiteInvalid')] });
      return;
    }
    setBusy(true);
    const form = organizationFormData({
      name: name.trim(),
      description: descriptionHtml(description),
      website_url: website.trim(),
      logo_file: logo,
      hero_file: hero,
    });
    try {
      const created = await createOrganization(form);
      void queryClient.invalidateQueries({ queryKey: organizationKeys.all });
      // Back from the new organization leads to the list, not to the spent form.
      if (listOn) await navigate(organizationsPath(locale, words), { replace: true });
      await navigate(organizationPath(locale, words, created.id), { replace: !listOn });
    } catch (e) {
      setError(organizationErrorText(e) ?? t('organizations.form.error'));
      setFieldErrors(organizationFieldErrors(e));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: string) =>
    fieldErrors[field]?.length ? (
      <p className="org-field-error" id={`${ids.err}-${field}`}>
        {fieldErrors[field].join(' ')}
      </p>
    ) : null;
  const described = (field: string) => (fieldErrors[field]?.length ? `${ids.err}-${field}` : undefined);

  return (
    <div className="page narrow org-form-page" data-testid="organization-form-page">
      <p className="back-link">
        <Link to={listOn ? organizationsPath(locale, words) : localePath(locale)}>
          {listOn ? t('organizations.backToList') : t('organizations.backHome')}
        </Link>
      </p>
      <h1>{t('organizations.form.title')}</h1>
      <p className="muted">{t('organizations.form.intro')}</p>
      <form className="org-form" onSubmit={(e) => void submit(e)}>
        <div className="org-field">
          <label htmlFor={ids.name}>{t('organizations.fields.name')}</label>
          <input
            id={ids.name}
            type="text"
            required
            maxLength={MAX_ORGANIZATION_NAME}
            value={name}
            aria-invalid={fieldErrors.name ? true : undefined}
            aria-describedby={described('name')}
            onChange={(e) => setName(e.target.value)}
            data-testid="organization-form-name"
          />
          {fieldError('name')}
        </div>
        <div className="org-field">
          <label htmlFor={ids.description}>{t('organizations.fields.description')}</label>
          <textarea
            id={ids.description}
            rows={5}
            value={description}
            aria-describedby={described('description')}
            onChange={(e) => setDescription(e.target.value)}
            data-testid="organization-form-description"
          />
          {fieldError('description')}
        </div>
        <div className="org-field">
          <label htmlFor={ids.website}>{t('organizations.fields.website_url')}</label>
          <input
            id={ids.website}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={MAX_ORGANIZATION_WEBSITE}
            value={website}
            aria-invalid={fieldErrors.website_url ? true : undefined}
            aria-describedby={described('website_url')}
            onChange={(e) => setWebsite(e.target.value)}
            data-testid="organization-form-website"
          />
          {fieldError('website_url')}
        </div>
        <div className="org-field">
          <label htmlFor={ids.logo}>{t('organizations.fields.logo_file')}</label>
          <input
            id={ids.logo}
            type="file"
            accept={IMAGE_TYPES}
            aria-describedby={described('logo_file')}
            onChange={(e) => setLogo(e.target.files?.[0] ?? null)}
            data-testid="organization-form-logo"
          />
          {fieldError('logo_file')}
        </div>
        <div className="org-field">
          <label htmlFor={ids.hero}>{t('organizations.fields.hero_file')}</label>
          <input
            id={ids.hero}
            type="file"
            accept={IMAGE_TYPES}
            aria-describedby={described('hero_file')}
            onChange={(e) => setHero(e.target.files?.[0] ?? null)}
            data-testid="organization-form-hero"
          />
          {fieldError('hero_file')}
        </div>
        {error ? (
          <p className="alert alert-danger" role="alert" data-testid="organization-form-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy} data-testid="organization-form-submit">
          {busy ? t('organizations.form.saving') : t('organizations.form.create')}
        </button>
      </form>
    </div>
  );
}
