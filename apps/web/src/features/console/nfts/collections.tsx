import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localePath } from '@tribune/domain';
import { Link, useNavigate } from '../../../kernel/router.tsx';
import { useShell } from '../../../kernel/shell-context.ts';
import { InlineRetry } from '../../../kernel/ui/ErrorState.tsx';
import { useFieldErrors, type FieldErrors } from '../../../kernel/ui/LabeledField.tsx';
import { FileField, FormFooter, TextField } from '../kit/fields.tsx';
import { refusalOf } from '../kit/errors.ts';
import { ConsoleSearch, ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { useListParams } from '../kit/useListParams.ts';
import { collectionQuery, collectionsQuery, nftKeys, saveCollection, type AdminCollection } from './api.ts';
import { emptyTexts, LOCALES, localized, NameAndDescription, textsOf, UploadBar, type Texts } from './fields.tsx';

/** The collections: search and pages in the URL; each opens its form. */
export function CollectionsList() {
  const { t, i18n } = useTranslation('console');
  const { locale } = useShell();
  const { values, page, set } = useListParams({ search: '' });
  const list = useQuery(collectionsQuery({ search: values.search, page }));
  const nameOf = (c: AdminCollection) => c.attributes.name[i18n.language] ?? c.attributes.name.en ?? c.attributes.slug;
  const columns: ConsoleColumn<AdminCollection>[] = [
    {
      key: 'name',
      header: t('nfts.collections.name'),
      cell: (c) => (
        <Link to={localePath(locale, 'admin', 'nfts', 'collection', c.id)} data-testid={`collection-open-${c.id}`}>
          {nameOf(c)}
        </Link>
      ),
    },
    { key: 'slug', header: t('nfts.collections.slug'), cell: (c) => c.attributes.slug },
    {
      key: 'network',
      header: t('nfts.collections.network'),
      cell: (c) => c.attributes.network_chain_id ?? t('nfts.collections.instanceChain'),
    },
    {
      key: 'nfts',
      header: t('nfts.collections.nfts'),
      cell: (c) => (
        <Link to={`${localePath(locale, 'admin', 'nfts', 'items')}?collection=${c.id}`}>
          {t('nfts.collections.nftsCount', { count: c.attributes.nfts_count })}
        </Link>
      ),
    },
  ];
  return (
    <>
      <div className="console-screen-head">
        <h1>{t('nfts.collections.title')}</h1>
        <Link
          className="button"
          to={localePath(locale, 'admin', 'nfts', 'collection', 'new')}
          data-testid="collection-new"
        >
          {t('nfts.collections.new')}
        </Link>
      </div>
      <ConsoleTable
        caption={t('nfts.collections.title')}
        query={list}
        columns={columns}
        rowKey={(c) => c.id}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        emptyText={values.search ? t('nfts.collections.noneFound') : t('nfts.collections.none')}
        testId="collections-list"
        toolbar={
          <ConsoleSearch
            label={t('nfts.collections.search')}
            value={values.search}
            onChange={(search) => set({ search })}
            testId="collections-search"
          />
        }
      />
    </>
  );
}

/** A collection's form: new (no id) or the record's, loaded first. */
export function CollectionForm({ id }: { id?: string }) {
  const { t } = useTranslation('console');
  const found = useQuery({ ...collectionQuery(id ?? ''), enabled: id !== undefined });
  if (id !== undefined && found.isPending) return <div className="skeleton console-skeleton-block" aria-busy="true" />;
  if (id !== undefined && found.isError)
    return <InlineRetry message={t('nfts.loadFailed')} onRetry={() => void found.refetch()} />;
  return <CollectionEditor key={id ?? 'new'} record={found.data} />;
}

function CollectionEditor({ record }: { record?: AdminCollection }) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useFieldErrors('form-error');
  const a = record?.attributes;
  const [slug, setSlug] = useState(a?.slug ?? '');
  const [slugs, setSlugs] = useState<Texts>(textsOf(a?.translated_slugs));
  const [name, setName] = useState<Texts>(a ? textsOf(a.name) : emptyTexts());
  const [description, setDescription] = useState<Texts>(textsOf(a?.description));
  const [network, setNetwork] = useState(a?.network_chain_id ? String(a.network_chain_id) : '');
  const [cover, setCover] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);

  const check = (): FieldErrors | null => {
    const errors: FieldErrors = {};
    if (!slug.trim()) errors['nft_collection.slug'] = [t('nfts.form.required')];
    if (!name.en.trim()) errors['nft_collection.name.en'] = [t('nfts.form.required')];
    if (network.trim() && !/^[1-9][0-9]{0,15}$/.test(network.trim()))
      errors['nft_collection.network_chain_id'] = [t('nfts.collections.networkInvalid')];
    return Object.keys(errors).length ? errors : null;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    void form.submit(
      check,
      async () => {
        const translated = Object.fromEntries(LOCALES.flatMap((l) => (slugs[l].trim() ? [[l, slugs[l].trim()]] : [])));
        setProgress(cover ? 0 : null);
        try {
          const out = await saveCollection(
            record?.id,
            {
              slug: slug.trim(),
              translated_slugs: translated,
              name: localized(name),
              description: localized(description),
              network_chain_id: network.trim() ? Number(network.trim()) : null,
            },
            cover,
            setProgress,
          );
          await queryClient.invalidateQueries({ queryKey: nftKeys.all });
          setSaved(true);
          if (!record) await navigate(localePath(locale, 'admin', 'nfts', 'collection', out.id), { replace: true });
        } finally {
          setProgress(null);
        }
      },
      (error) => refusalOf(error, t('nfts.form.failed')),
    );
  };

  return (
    <form className="console-form" onSubmit={submit} noValidate data-testid="collection-form">
      <h1>{record ? t('nfts.collections.edit', { slug: record.attributes.slug }) : t('nfts.collections.new')}</h1>
      <TextField
        form={form}
        name="nft_collection.slug"
        label={t('nfts.collections.slug')}
        value={slug}
        onChange={setSlug}
        required
        maxLength={120}
        testId="collection-slug"
      />
      <p className="muted">{t('nfts.collections.slugHint')}</p>
      <fieldset className="console-fieldset">
        <legend>{t('nfts.collections.translatedSlugs')}</legend>
        {LOCALES.map((l) => (
          <TextField
            key={l}
            form={form}
            name={`nft_collection.translated_slugs.${l}`}
            label={t(`nfts.languages.${l}`)}
            value={slugs[l]}
            onChange={(value) => setSlugs({ ...slugs, [l]: value })}
            maxLength={120}
            testId={`collection-slug-${l}`}
          />
        ))}
      </fieldset>
      <NameAndDescription
        form={form}
        record="nft_collection"
        nameLabel={t('nfts.collections.name')}
        name={[name, setName]}
        description={[description, setDescription]}
        testId="collection"
      />
      <TextField
        form={form}
        name="nft_collection.network_chain_id"
        label={t('nfts.collections.network')}
        value={network}
        onChange={setNetwork}
        numeric
        testId="collection-network"
      />
      <p className="muted">{t('nfts.collections.networkHint')}</p>
      <FileField
        form={form}
        name="nft_collection.cover_file"
        label={t('nfts.collections.cover')}
        accept="image/*"
        onFile={setCover}
        testId="collection-cover"
      />
      {a?.cover_medium_id ? <p className="muted">{t('nfts.collections.hasCover')}</p> : null}
      <FormFooter
        form={form}
        saved={saved}
        back={{ to: localePath(locale, 'admin', 'nfts'), label: t('nfts.form.back') }}
        testId="collection"
      >
        <UploadBar fraction={progress} testId="collection-upload" />
      </FormFooter>
    </form>
  );
}
