import { Suspense, useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LEGAL_PAGE_SHORTCUTS, localePath } from '@tribune/domain';
import { Link, useNavigate } from '../../../kernel/router.tsx';
import { useShell } from '../../../kernel/shell-context.ts';
import { InlineRetry } from '../../../kernel/ui/ErrorState.tsx';
import { LabeledField, useFieldErrors, type FieldErrors } from '../../../kernel/ui/LabeledField.tsx';
import { RichTextEditor, type DocumentToolLabels } from '../../comments/index.ts';
import { ConfirmButton } from '../kit/ConfirmButton.tsx';
import { CheckField, FormFooter, TextField } from '../kit/fields.tsx';
import { refusalOf } from '../kit/errors.ts';
import { ConsoleSearch, ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { useListParams } from '../kit/useListParams.ts';
import { emptyTexts, LOCALES, localized, LocalizedFields, textsOf, type Texts } from '../nfts/fields.tsx';
import {
  deletePage,
  fanPageKeys,
  pageKeys,
  pageQuery,
  pagesQuery,
  savePage,
  type AdminStaticPage,
  type StaticPageBody,
} from './api.ts';
import './pages.css';

/** The pages the app links to by their slug: never deleted, their slug kept (the server refuses both). */
const LINKED = new Set<string>(LEGAL_PAGE_SHORTCUTS);

/** Where fans read a page in a language: its slug in that language, or the canonical one. */
function useFanHref() {
  const { words } = useShell();
  return (page: AdminStaticPage, lang: string) =>
    `/${lang}/${words.pages}/${page.attributes.translated_slugs[lang] ?? page.attributes.slug}/`;
}

/**
 * The static pages (docs/CONSOLE.md "Pages"): the list (`/admin/setup/pages`) and a page's form
 * (`…/pages/new`, `…/pages/{id}`).
 */
export function PagesScreen({ id }: { id?: string }) {
  if (id === undefined) return <PagesList />;
  return <PageForm id={id === 'new' ? undefined : id} />;
}

function PagesList() {
  const { t, i18n } = useTranslation('console');
  const { locale } = useShell();
  const queryClient = useQueryClient();
  const fanHref = useFanHref();
  const { values, page, set } = useListParams({ search: '' });
  const list = useQuery(pagesQuery({ search: values.search, page }));
  const titleOf = (p: AdminStaticPage) =>
    p.attributes.title[i18n.language] ?? p.attributes.title.en ?? p.attributes.slug;
  const remove = async (p: AdminStaticPage) => {
    await deletePage(p.id);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: pageKeys.all }),
      queryClient.invalidateQueries({ queryKey: fanPageKeys }),
    ]);
  };
  const columns: ConsoleColumn<AdminStaticPage>[] = [
    {
      key: 'title',
      header: t('pages.title'),
      cell: (p) => (
        <Link to={localePath(locale, 'admin', 'setup', 'pages', p.id)} data-testid={`page-open-${p.attributes.slug}`}>
          {titleOf(p)}
        </Link>
      ),
    },
    { key: 'slug', header: t('pages.slug'), cell: (p) => p.attributes.slug },
    {
      key: 'state',
      header: t('pages.state'),
      cell: (p) => (p.attributes.published ? t('pages.published') : t('pages.draft')),
    },
    {
      key: 'actions',
      header: t('pages.actions'),
      cell: (p) => (
        <div className="pages-actions">
          <a href={fanHref(p, locale)} data-testid={`page-view-${p.attributes.slug}`}>
            {t('pages.view', { title: titleOf(p) })}
          </a>
          {LINKED.has(p.attributes.slug) ? (
            <span className="muted">{t('pages.linked')}</span>
          ) : (
            <ConfirmButton
              label={t('pages.delete')}
              title={t('pages.deleteTitle', { title: titleOf(p) })}
              text={t('pages.deleteText')}
              confirmLabel={t('pages.delete')}
              destructive
              testId={`page-delete-${p.attributes.slug}`}
              onConfirm={() => remove(p)}
            />
          )}
        </div>
      ),
    },
  ];
  return (
    <>
      <div className="console-screen-head">
        <h2>{t('pages.heading')}</h2>
        <Link className="button" to={localePath(locale, 'admin', 'setup', 'pages', 'new')} data-testid="page-new">
          {t('pages.new')}
        </Link>
      </div>
      <ConsoleTable
        caption={t('pages.heading')}
        query={list}
        columns={columns}
        rowKey={(p) => p.id}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        emptyText={values.search ? t('pages.noneFound') : t('pages.none')}
        testId="pages-list"
        toolbar={
          <ConsoleSearch
            label={t('pages.search')}
            value={values.search}
            onChange={(search) => set({ search })}
            testId="pages-search"
          />
        }
      />
    </>
  );
}

/** A page's form: new (no id) or the record's, loaded first. */
function PageForm({ id }: { id?: string }) {
  const { t } = useTranslation('console');
  const found = useQuery({ ...pageQuery(id ?? ''), enabled: id !== undefined });
  if (id !== undefined && found.isPending) return <div className="skeleton console-skeleton-block" aria-busy="true" />;
  if (id !== undefined && found.isError)
    return <InlineRetry message={t('pages.loadFailed')} onRetry={() => void found.refetch()} />;
  return <PageEditor key={found.data?.id ?? 'new'} record={found.data} />;
}

/** An editor's HTML with no text in it (TipTap's empty document is `<p></p>`). */
const isEmptyHtml = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '';

function PageEditor({ record }: { record?: AdminStaticPage }) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fanHref = useFanHref();
  const form = useFieldErrors('form-error');
  const a = record?.attributes;
  const linked = a !== undefined && LINKED.has(a.slug);
  const [slug, setSlug] = useState(a?.slug ?? '');
  const [slugs, setSlugs] = useState<Texts>(textsOf(a?.translated_slugs));
  const [title, setTitle] = useState<Texts>(a ? textsOf(a.title) : emptyTexts());
  const [description, setDescription] = useState<Texts>(textsOf(a?.description));
  const [body, setBody] = useState<Texts>(textsOf(a?.body));
  const [published, setPublished] = useState(a?.published ?? true);
  const [noCrawl, setNoCrawl] = useState(a?.no_crawl ?? false);
  const [saved, setSaved] = useState(false);
  const tools: DocumentToolLabels = {
    heading2: t('pages.editor.heading2'),
    heading3: t('pages.editor.heading3'),
    link: t('pages.editor.link'),
    linkAddress: t('pages.editor.linkAddress'),
    linkApply: t('pages.editor.linkApply'),
    linkRemove: t('pages.editor.linkRemove'),
  };

  const check = (): FieldErrors | null => {
    const errors: FieldErrors = {};
    if (!slug.trim()) errors['static_page.slug'] = [t('pages.required')];
    if (!title.en.trim()) errors['static_page.title.en'] = [t('pages.required')];
    if (isEmptyHtml(body.en)) errors['static_page.body.en'] = [t('pages.required')];
    return Object.keys(errors).length ? errors : null;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    void form.submit(
      check,
      async () => {
        const texts = { ...body };
        for (const l of LOCALES) if (isEmptyHtml(texts[l])) texts[l] = '';
        const page: StaticPageBody = {
          slug: slug.trim(),
          // The canonical slug is the English one: only German and Italian have their own.
          translated_slugs: Object.fromEntries(
            (['de', 'it'] as const).flatMap((l) => (slugs[l].trim() ? [[l, slugs[l].trim()]] : [])),
          ),
          title: localized(title),
          description: localized(description),
          body: localized(texts),
          menu_slug: a?.menu_slug ?? null,
          no_crawl: noCrawl,
          published,
        };
        const out = await savePage(record?.id, page);
        queryClient.setQueryData(pageKeys.one(out.id), out);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: pageKeys.all, refetchType: 'none' }),
          queryClient.invalidateQueries({ queryKey: fanPageKeys }),
        ]);
        setSaved(true);
        if (!record) await navigate(localePath(locale, 'admin', 'setup', 'pages', out.id), { replace: true });
      },
      (error) => refusalOf(error, t('pages.failed')),
    );
  };

  return (
    <form className="console-form pages-form" onSubmit={submit} noValidate data-testid="page-form">
      <h2>{record ? t('pages.edit', { slug: record.attributes.slug }) : t('pages.new')}</h2>
      {record ? (
        <ul className="pages-fan-links" aria-label={t('pages.viewLinks')}>
          {LOCALES.map((l) => (
            <li key={l}>
              <a href={fanHref(record, l)} data-testid={`page-fan-link-${l}`}>
                {t('pages.viewIn', { language: t(`languages.${l}`) })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <LabeledField form={form} className="console-field" name="static_page.slug" label={t('pages.slug')}>
        {(control) => (
          <input
            {...control}
            type="text"
            required
            readOnly={linked}
            maxLength={120}
            value={slug}
            aria-invalid={form.invalid('static_page.slug')}
            onChange={(e) => setSlug(e.currentTarget.value)}
            data-testid="page-slug"
          />
        )}
      </LabeledField>
      <p className="muted">{linked ? t('pages.slugLinked') : t('pages.slugHint')}</p>
      <fieldset className="console-fieldset">
        <legend>{t('pages.translatedSlugs')}</legend>
        {(['de', 'it'] as const).map((l) => (
          <TextField
            key={l}
            form={form}
            name={`static_page.translated_slugs.${l}`}
            label={t(`languages.${l}`)}
            value={slugs[l]}
            onChange={(value) => setSlugs({ ...slugs, [l]: value })}
            maxLength={120}
            testId={`page-slug-${l}`}
          />
        ))}
      </fieldset>
      <LocalizedFields
        form={form}
        name="static_page.title"
        label={t('pages.title')}
        value={title}
        onChange={setTitle}
        required
        maxLength={200}
        testId="page-title"
      />
      <LocalizedFields
        form={form}
        name="static_page.description"
        label={t('pages.description')}
        value={description}
        onChange={setDescription}
        multiline
        maxLength={300}
        testId="page-description"
      />
      <fieldset className="console-fieldset">
        <legend>{t('pages.body')}</legend>
        <p className="muted">{t('pages.bodyHint')}</p>
        {LOCALES.map((l) => (
          <BodyField
            key={l}
            form={form}
            name={`static_page.body.${l}`}
            label={t('pages.bodyIn', { language: t(`languages.${l}`) })}
            initial={a?.body[l] ?? ''}
            tools={tools}
            onChange={(html) => setBody((b) => ({ ...b, [l]: html }))}
            testId={`page-body-${l}`}
          />
        ))}
      </fieldset>
      <CheckField
        label={t('pages.publishedLabel')}
        checked={published}
        onChange={setPublished}
        testId="page-published"
      />
      <CheckField label={t('pages.noCrawl')} checked={noCrawl} onChange={setNoCrawl} testId="page-no-crawl" />
      <FormFooter
        form={form}
        saved={saved}
        back={{ to: localePath(locale, 'admin', 'setup', 'pages'), label: t('pages.back') }}
        testId="page"
      />
    </form>
  );
}

/** One language's body: the app's rich-text editor with a document's tools, its message under it. */
function BodyField({
  form,
  name,
  label,
  initial,
  tools,
  onChange,
  testId,
}: {
  form: ReturnType<typeof useFieldErrors>;
  name: string;
  label: string;
  initial: string;
  tools: DocumentToolLabels;
  onChange: (html: string) => void;
  testId: string;
}) {
  const labelId = useId();
  return (
    <div className="console-field pages-body" role="group" aria-labelledby={labelId}>
      <span className="pages-body-label" id={labelId}>
        {label}
      </span>
      <Suspense fallback={<div className="rte rte-loading" aria-busy="true" aria-label={label} />}>
        <RichTextEditor
          label={label}
          initialContent={initial}
          onChange={onChange}
          documentTools={tools}
          testId={testId}
        />
      </Suspense>
      {form.message(name)}
    </div>
  );
}
