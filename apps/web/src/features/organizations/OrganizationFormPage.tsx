import { useState, type FormEvent } from 'react';
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
import { LabeledField, useFieldErrors, type FieldErrors } from '../../kernel/ui/LabeledField.tsx';
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
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [website, setWebsite] = useState('');
  const [logo, setLogo] = useState<File | null>(null);
  const [hero, setHero] = useState<File | null>(null);
  const form = useFieldErrors('org-field-error');
  const listOn = moduleEnabled('organizationList', config, flags);
  usePageMeta({ title: t('organizations.form.title'), noCrawl: true });

  const check = (): FieldErrors | null => {
    if (nameHasDisallowedCharacters(name)) return { name: [t('common.nameDisallowed')] };
    if (website.trim() && !websiteUrl(website)) return { website_url: [t('organizations.form.websiteInvalid')] };
    return null;
  };
  const send = async () => {
    const created = await createOrganization(
      organizationFormData({
        name: name.trim(),
        description: descriptionHtml(description),
        website_url: website.trim(),
        logo_file: logo,
        hero_file: hero,
      }),
    );
    void queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    // Back from the new organization leads to the list, not to the spent form.
    if (listOn) await navigate(organizationsPath(locale, words), { replace: true });
    await navigate(organizationPath(locale, words, created.id), { replace: !listOn });
  };
  const refused = (e: unknown) => ({
    message: organizationErrorText(e) ?? t('organizations.form.error'),
    fields: organizationFieldErrors(e),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(check, send, refused);
  };

  return (
    <div className="page narrow org-form-page" data-testid="organization-form-page">
      <p className="back-link">
        <Link to={listOn ? organizationsPath(locale, words) : localePath(locale)}>
          {listOn ? t('organizations.backToList') : t('organizations.backHome')}
        </Link>
      </p>
      <h1>{t('organizations.form.title')}</h1>
      <p className="muted">{t('organizations.form.intro')}</p>
      <form className="org-form" onSubmit={submit}>
        <LabeledField form={form} className="org-field" name="name" label={t('organizations.fields.name')}>
          {(control) => (
            <input
              {...control}
              type="text"
              required
              maxLength={MAX_ORGANIZATION_NAME}
              value={name}
              aria-invalid={form.invalid('name')}
              onChange={(e) => setName(e.target.value)}
              data-testid="organization-form-name"
            />
          )}
        </LabeledField>
        <LabeledField
          form={form}
          className="org-field"
          name="description"
          label={t('organizations.fields.description')}
        >
          {(control) => (
            <textarea
              {...control}
              rows={5}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              data-testid="organization-form-description"
            />
          )}
        </LabeledField>
        <LabeledField
          form={form}
          className="org-field"
          name="website_url"
          label={t('organizations.fields.website_url')}
        >
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={MAX_ORGANIZATION_WEBSITE}
              value={website}
              aria-invalid={form.invalid('website_url')}
              onChange={(e) => setWebsite(e.target.value)}
              data-testid="organization-form-website"
            />
          )}
        </LabeledField>
        <ImageField form={form} name="logo_file" onFile={setLogo} testId="organization-form-logo" />
        <ImageField form={form} name="hero_file" onFile={setHero} testId="organization-form-hero" />
        {form.error ? (
          <p className="alert alert-danger" role="alert" data-testid="organization-form-error">
            {form.error}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={form.busy} data-testid="organization-form-submit">
          {form.busy ? t('organizations.form.saving') : t('organizations.form.create')}
        </button>
      </form>
    </div>
  );
}

/** The logo's or the hero image's file field. */
function ImageField({
  form,
  name,
  onFile,
  testId,
}: {
  form: ReturnType<typeof useFieldErrors>;
  name: 'logo_file' | 'hero_file';
  onFile: (file: File | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <LabeledField form={form} className="org-field" name={name} label={t(`organizations.fields.${name}`)}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept={IMAGE_TYPES}
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
          data-testid={testId}
        />
      )}
    </LabeledField>
  );
}
