import { useEffect, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUDIENCES, CONTENT_TYPES, localePath, type Audience, type ContentType } from '@tribune/domain';
import { Link, useNavigate } from '../../../kernel/router.tsx';
import { useShell } from '../../../kernel/shell-context.ts';
import { InlineRetry } from '../../../kernel/ui/ErrorState.tsx';
import { FormError } from '../../../kernel/ui/FormBits.tsx';
import { LabeledField, useFieldErrors } from '../../../kernel/ui/LabeledField.tsx';
import { NotFoundState } from '../../../kernel/ui/NotFoundState.tsx';
import { isRefused } from '../api.ts';
import { isoOf, localInput } from '../kit/time.ts';
import { refusalOf } from '../kit/errors.ts';
import {
  categoriesQuery,
  contentKeys,
  contentQuery,
  createContent,
  replaceContent,
  setPublished,
  type AdminContent,
  type ContentBody,
} from './api.ts';
import { MediumField } from './MediumField.tsx';

const LOCALES = ['en', 'de', 'it'] as const;
type Texts = Record<(typeof LOCALES)[number], string>;

interface Values {
  contentType: ContentType;
  slug: string;
  title: Texts;
  teaser: Texts;
  body: Texts;
  tags: string;
  categoryId: string;
  mediumId: string | null;
  audiences: Audience[];
  /** The unlock price in tokens (a decimal), '' when not for sale. */
  price: string;
  noCrawl: boolean;
  /** The schedule as `datetime-local` values ('' for none). */
  publishAt: string;
  unpublishAt: string;
}

const TOKEN_DECIMALS = 8;

/** Tokens as the API's base units (× 1e8), or null; undefined when it is not a price. */
function baseUnits(tokens: string): string | null | undefined {
  const text = tokens.trim();
  if (!text) return null;
  const m = /^(\d{1,29})(?:[.,](\d{1,8}))?$/.exec(text);
  if (!m) return undefined;
  const units = BigInt(m[1]!) * 10n ** BigInt(TOKEN_DECIMALS) + BigInt((m[2] ?? '').padEnd(TOKEN_DECIMALS, '0'));
  return units > 0n ? units.toString() : undefined;
}

function tokensOf(units: string | null): string {
  if (!units) return '';
  const v = BigInt(units);
  const whole = v / 10n ** 8n;
  const frac = (v % 10n ** 8n).toString().padStart(8, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}

function valuesOf(c: AdminContent | undefined): Values {
  const a = c?.attributes;
  const texts = (t: Record<string, string> | undefined): Texts => ({
    en: t?.en ?? '',
    de: t?.de ?? '',
    it: t?.it ?? '',
  });
  return {
    contentType: a?.content_type ?? 'article',
    slug: a?.slug ?? '',
    title: texts(a?.title),
    teaser: texts(a?.teaser),
    body: texts(a?.body),
    tags: a?.tags.join(', ') ?? '',
    categoryId: a?.category_id ?? '',
    mediumId: a?.hero_medium_id ?? null,
    audiences: a?.available_for ?? [],
    price: tokensOf(a?.price ?? null),
    noCrawl: a?.no_crawl ?? false,
    publishAt: localInput(a?.publish_at),
    unpublishAt: localInput(a?.unpublish_at),
  };
}

const filled = (t: Texts) => Object.fromEntries(Object.entries(t).filter(([, v]) => v.trim() !== '')) as Partial<Texts>;

/**
 * A content's form (docs/CONSOLE.md "Contents"): new (`new`) or one to edit (`edit/{id}`), its
 * texts in en/de/it (the body is HTML the server sanitizes), the hero medium uploaded with its
 * progress and processing state, the audiences, the unlock price in tokens, the category; the
 * server's messages at their fields. Saved as a draft; published with its own button.
 */
export default function ContentForm({ id }: { id?: string }) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const existing = useQuery({ ...contentQuery(id ?? ''), enabled: id !== undefined });
  if (id && existing.isError && isRefused(existing.error)) {
    return <NotFoundState title={t('content.notFound')} text={t('content.notFoundText')} />;
  }
  if (id && existing.isError) return <InlineRetry message={t('list.error')} onRetry={() => void existing.refetch()} />;
  if (id && !existing.data)
    return <div className="skeleton console-skeleton-block" data-testid="content-form-loading" />;
  return <ContentFormBody key={existing.data?.id ?? 'new'} content={existing.data} locale={locale} />;
}

function ContentFormBody({ content, locale }: { content: AdminContent | undefined; locale: string }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQuery(locale));
  const [values, setValues] = useState<Values>(() => valuesOf(content));
  const [saved, setSaved] = useState(false);
  const [published, setPublishedState] = useState(content?.attributes.published ?? false);
  const form = useFieldErrors('form-error');
  useEffect(() => setSaved(false), [values]);

  const body = (): ContentBody | null => {
    const price = baseUnits(values.price);
    if (price === undefined) return null;
    const teaser = filled(values.teaser);
    const text = filled(values.body);
    return {
      slug: values.slug.trim(),
      content_type: values.contentType,
      title: filled(values.title) as ContentBody['title'],
      ...(Object.keys(teaser).length ? { teaser } : {}),
      ...(Object.keys(text).length ? { body: text } : {}),
      tags: values.tags
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      category_id: values.categoryId ? Number(values.categoryId) : null,
      hero_medium_id: values.mediumId,
      available_for: values.audiences,
      no_crawl: values.noCrawl,
      price,
      publish_at: isoOf(values.publishAt),
      unpublish_at: isoOf(values.unpublishAt),
    } as ContentBody;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit(
      (): Record<string, string[]> | null => {
        if (!values.slug.trim()) return { slug: [t('content.required')] };
        if (!values.title.en.trim()) return { 'title.en': [t('content.required')] };
        if (baseUnits(values.price) === undefined) return { price: [t('content.badPrice')] };
        return null;
      },
      async () => {
        const input = body()!;
        const row = content ? await replaceContent(content.id, input) : await createContent(input);
        await queryClient.invalidateQueries({ queryKey: contentKeys.all });
        if (!content) await navigate(localePath(locale, 'admin', 'content', 'edit', row.id), { replace: true });
        else setSaved(true);
      },
      (err) => refusalOf(err, t('content.saveFailed'), 'content'),
    );
  };

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setText = (key: 'title' | 'teaser' | 'body', lang: keyof Texts, value: string) =>
    setValues((v) => ({ ...v, [key]: { ...v[key], [lang]: value } }));

  return (
    <div className="console-screen" data-testid="content-form">
      <p className="back-link">
        <Link to={localePath(locale, 'admin', 'content')}>{t('content.back')}</Link>
      </p>
      <h1>
        {content
          ? t('content.editTitle', { title: content.attributes.title.en ?? content.attributes.slug })
          : t('content.new')}
      </h1>
      <form className="console-form" onSubmit={submit} noValidate>
        <LabeledField form={form} className="console-field" name="content_type" label={t('content.type')}>
          {(control) => (
            <select
              {...control}
              value={values.contentType}
              onChange={(e) => set('contentType', e.currentTarget.value as ContentType)}
              data-testid="content-type"
            >
              {CONTENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`content.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </LabeledField>
        <LabeledField form={form} className="console-field" name="slug" label={t('content.slug')}>
          {(control) => (
            <input
              {...control}
              type="text"
              required
              maxLength={200}
              value={values.slug}
              aria-invalid={form.invalid('slug')}
              onChange={(e) => set('slug', e.currentTarget.value)}
              data-testid="content-slug"
            />
          )}
        </LabeledField>
        {LOCALES.map((lang) => (
          <LabeledField
            key={`title-${lang}`}
            form={form}
            className="console-field"
            name={`title.${lang}`}
            label={t('content.titleIn', { language: t(`languages.${lang}`) })}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                required={lang === 'en'}
                maxLength={200}
                value={values.title[lang]}
                aria-invalid={form.invalid(`title.${lang}`)}
                onChange={(e) => setText('title', lang, e.currentTarget.value)}
                data-testid={`content-title-${lang}`}
              />
            )}
          </LabeledField>
        ))}
        {LOCALES.map((lang) => (
          <LabeledField
            key={`teaser-${lang}`}
            form={form}
            className="console-field"
            name={`teaser.${lang}`}
            label={t('content.teaserIn', { language: t(`languages.${lang}`) })}
          >
            {(control) => (
              <textarea
                {...control}
                rows={2}
                maxLength={1000}
                value={values.teaser[lang]}
                onChange={(e) => setText('teaser', lang, e.currentTarget.value)}
              />
            )}
          </LabeledField>
        ))}
        {LOCALES.map((lang) => (
          <LabeledField
            key={`body-${lang}`}
            form={form}
            className="console-field"
            name={`body.${lang}`}
            label={t('content.bodyIn', { language: t(`languages.${lang}`) })}
          >
            {(control) => (
              <textarea
                {...control}
                rows={6}
                value={values.body[lang]}
                onChange={(e) => setText('body', lang, e.currentTarget.value)}
                data-testid={`content-body-${lang}`}
              />
            )}
          </LabeledField>
        ))}
        <MediumField
          mediumId={values.mediumId}
          onMedium={(mediumId) => set('mediumId', mediumId)}
          error={form.invalid('hero_medium_id') ? t('content.mediumRefused') : undefined}
        />
        <LabeledField form={form} className="console-field" name="category_id" label={t('content.category')}>
          {(control) => (
            <select {...control} value={values.categoryId} onChange={(e) => set('categoryId', e.currentTarget.value)}>
              <option value="">{t('content.noCategory')}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.attributes.title}
                </option>
              ))}
            </select>
          )}
        </LabeledField>
        <fieldset className="console-fieldset">
          <legend>{t('content.audiences')}</legend>
          <p className="muted">{t('content.audiencesHelp')}</p>
          {AUDIENCES.map((a) => (
            <label key={a} className="console-check">
              <input
                type="checkbox"
                checked={values.audiences.includes(a)}
                onChange={(e) =>
                  set(
                    'audiences',
                    e.currentTarget.checked ? [...values.audiences, a] : values.audiences.filter((x) => x !== a),
                  )
                }
              />
              {t(`content.audience.${a}`)}
            </label>
          ))}
          {form.message('available_for')}
        </fieldset>
        <LabeledField form={form} className="console-field" name="price" label={t('content.price')}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              value={values.price}
              aria-invalid={form.invalid('price')}
              onChange={(e) => set('price', e.currentTarget.value)}
              data-testid="content-price"
            />
          )}
        </LabeledField>
        <LabeledField form={form} className="console-field" name="tags" label={t('content.tags')}>
          {(control) => (
            <input {...control} type="text" value={values.tags} onChange={(e) => set('tags', e.currentTarget.value)} />
          )}
        </LabeledField>
        <label className="console-check">
          <input type="checkbox" checked={values.noCrawl} onChange={(e) => set('noCrawl', e.currentTarget.checked)} />
          {t('content.noCrawl')}
        </label>
        <fieldset className="console-fieldset">
          <legend>{t('content.schedule')}</legend>
          <p className="muted">{t('content.scheduleHelp')}</p>
          {(['publishAt', 'unpublishAt'] as const).map((key) => {
            const name = key === 'publishAt' ? 'publish_at' : 'unpublish_at';
            return (
              <LabeledField key={key} form={form} className="console-field" name={name} label={t(`content.${key}`)}>
                {(control) => (
                  <input
                    {...control}
                    type="datetime-local"
                    value={values[key]}
                    aria-invalid={form.invalid(name)}
                    onChange={(e) => set(key, e.currentTarget.value)}
                    data-testid={`content-${name.replace('_', '-')}`}
                  />
                )}
              </LabeledField>
            );
          })}
        </fieldset>
        <FormError testId="content-form-error">{form.error}</FormError>
        <div className="console-form-actions">
          <button
            type="submit"
            className="button"
            disabled={form.busy}
            aria-busy={form.busy || undefined}
            data-testid="content-save"
          >
            {form.busy ? t('confirm.working') : t('content.save')}
          </button>
          {saved ? (
            <span role="status" data-testid="content-saved">
              {t('content.saved')}
            </span>
          ) : null}
        </div>
      </form>
      {content ? (
        <PublishBox
          id={content.id}
          published={published}
          onChange={async (next) => {
            await setPublished(content.id, next);
            setPublishedState(next);
            await queryClient.invalidateQueries({ queryKey: contentKeys.all });
          }}
        />
      ) : null}
    </div>
  );
}

/** The content's publication: its state and the button that changes it. */
function PublishBox({
  id,
  published,
  onChange,
}: {
  id: string;
  published: boolean;
  onChange: (next: boolean) => Promise<void>;
}) {
  const { t } = useTranslation('console');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="console-publish" aria-labelledby={`publish-${id}`}>
      <h2 id={`publish-${id}`}>{t('content.publication')}</h2>
      <p data-testid="content-state">{published ? t('content.published') : t('content.draft')}</p>
      <button
        type="button"
        className={published ? 'button button-secondary' : 'button'}
        disabled={busy}
        data-testid={published ? 'content-unpublish' : 'content-publish'}
        onClick={() => {
          setBusy(true);
          setError(null);
          onChange(!published)
            .catch((e: unknown) => setError(refusalOf(e, t('content.saveFailed')).message))
            .finally(() => setBusy(false));
        }}
      >
        {published ? t('content.unpublish') : t('content.publish')}
      </button>
      <FormError>{error}</FormError>
    </section>
  );
}
