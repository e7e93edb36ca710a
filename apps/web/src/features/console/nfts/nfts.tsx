import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localePath, NFT_RARITIES } from '@tribune/domain';
import { Link, useNavigate } from '../../../kernel/router.tsx';
import { useShell } from '../../../kernel/shell-context.ts';
import { LabeledField, useFieldErrors, type FieldErrors } from '../../../kernel/ui/LabeledField.tsx';
import { refusalOf } from '../kit/errors.ts';
import { CheckField, FileField, FormFooter, TextField } from '../kit/fields.tsx';
import { ConsoleSearch, ConsoleSelect, ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { useListParams } from '../kit/useListParams.ts';
import { collectionsQuery, nftKeys, nftsQuery, saveNft, type AdminNft } from './api.ts';
import { emptyTexts, localized, NameAndDescription, textsOf, UploadBar, type Texts } from './fields.tsx';

/** The collections to pick from (a filter, an NFT's collection): the first hundred, newest first. */
function useCollectionOptions() {
  const { i18n } = useTranslation('console');
  const all = useQuery(collectionsQuery({ page: 1, perPage: 100 }));
  return (all.data?.rows ?? []).map((c) => ({
    value: c.id,
    label: c.attributes.name[i18n.language] ?? c.attributes.name.en ?? c.attributes.slug,
  }));
}

/** The NFTs: a collection filter and a search, pages in the URL; each opens its screen. */
export function NftsList() {
  const { t, i18n } = useTranslation('console');
  const { locale } = useShell();
  const { values, page, set } = useListParams({ search: '', collection: '' });
  const list = useQuery(nftsQuery({ search: values.search, collectionId: values.collection, page }));
  const collections = useCollectionOptions();
  const columns: ConsoleColumn<AdminNft>[] = [
    {
      key: 'name',
      header: t('nfts.items.name'),
      cell: (n) => (
        <Link to={localePath(locale, 'admin', 'nfts', 'nft', n.id)} data-testid={`nft-open-${n.id}`}>
          {n.attributes.name[i18n.language] ?? n.attributes.name.en ?? n.id}
        </Link>
      ),
    },
    { key: 'id', header: t('nfts.items.tokenId'), cell: (n) => n.id },
    {
      key: 'collection',
      header: t('nfts.items.collection'),
      cell: (n) =>
        collections.find((c) => c.value === n.attributes.nft_collection_id)?.label ?? n.attributes.nft_collection_id,
    },
    { key: 'rarity', header: t('nfts.items.rarity'), cell: (n) => t(`nfts.rarities.${n.attributes.rarity}`) },
    {
      key: 'supply',
      header: t('nfts.items.supply'),
      cell: (n) => t('nfts.items.minted', { minted: n.attributes.minted, amount: n.attributes.amount }),
    },
    {
      key: 'visible',
      header: t('nfts.items.visibility'),
      cell: (n) => (n.attributes.publicly_visible ? t('nfts.items.public') : t('nfts.items.hidden')),
    },
  ];
  return (
    <>
      <div className="console-screen-head">
        <h1>{t('nfts.items.title')}</h1>
        <Link
          className="button"
          to={`${localePath(locale, 'admin', 'nfts', 'nft', 'new')}${values.collection ? `?collection=${values.collection}` : ''}`}
          data-testid="nft-new"
        >
          {t('nfts.items.new')}
        </Link>
      </div>
      <ConsoleTable
        caption={t('nfts.items.title')}
        query={list}
        columns={columns}
        rowKey={(n) => n.id}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        emptyText={values.search || values.collection ? t('nfts.items.noneFound') : t('nfts.items.none')}
        testId="nfts-list"
        toolbar={
          <>
            <ConsoleSearch
              label={t('nfts.items.search')}
              value={values.search}
              onChange={(search) => set({ search })}
              testId="nfts-search"
            />
            <ConsoleSelect
              label={t('nfts.items.collection')}
              value={values.collection}
              onChange={(collection) => set({ collection })}
              testId="nfts-collection"
              options={[{ value: '', label: t('nfts.items.allCollections') }, ...collections]}
            />
          </>
        }
      />
    </>
  );
}

/** An NFT's form: new (no record) or the record's; its file with the upload's progress. */
export function NftForm({ record }: { record?: AdminNft }) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useFieldErrors('form-error');
  const collections = useCollectionOptions();
  const { values: preset } = useListParams({ collection: '' });
  const a = record?.attributes;
  const [collection, setCollection] = useState(a?.nft_collection_id ?? preset.collection);
  const [name, setName] = useState<Texts>(a ? textsOf(a.name) : emptyTexts());
  const [description, setDescription] = useState<Texts>(textsOf(a?.description));
  const [rarity, setRarity] = useState<AdminNft['attributes']['rarity']>(a?.rarity ?? 'common');
  const [amount, setAmount] = useState(a ? String(a.amount) : '');
  const [visible, setVisible] = useState(a?.publicly_visible ?? true);
  const [video, setVideo] = useState(a?.video_options ?? { autoplay: true, loop: true, show_controls: false });
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);
  const chosen = collection || collections[0]?.value || '';

  const check = (): FieldErrors | null => {
    const errors: FieldErrors = {};
    if (!chosen) errors['nft.nft_collection_id'] = [t('nfts.form.required')];
    if (!name.en.trim()) errors['nft.name.en'] = [t('nfts.form.required')];
    if (!/^[1-9][0-9]{0,9}$/.test(amount.trim())) errors['nft.amount'] = [t('nfts.items.amountInvalid')];
    return Object.keys(errors).length ? errors : null;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    void form.submit(
      check,
      async () => {
        setProgress(file ? 0 : null);
        try {
          const out = await saveNft(
            record?.id,
            {
              nft_collection_id: chosen,
              name: localized(name),
              description: localized(description),
              rarity,
              amount: Number(amount.trim()),
              publicly_visible: visible,
              video_options: video,
              // The benefits stay as they are (the API replaces them with what comes).
              benefits: (a?.benefits ?? []).map((b) => ({
                id: b.id,
                title: { ...b.title, en: b.title.en ?? '' },
                description: b.description,
                secret: b.secret,
              })),
            },
            file,
            setProgress,
          );
          await queryClient.invalidateQueries({ queryKey: nftKeys.all });
          setFile(null);
          setSaved(true);
          if (!record) await navigate(localePath(locale, 'admin', 'nfts', 'nft', out.id), { replace: true });
        } finally {
          setProgress(null);
        }
      },
      (error) => refusalOf(error, t('nfts.form.failed')),
    );
  };

  return (
    <form className="console-form" onSubmit={submit} noValidate data-testid="nft-form">
      <LabeledField
        form={form}
        className="console-field"
        name="nft.nft_collection_id"
        label={t('nfts.items.collection')}
      >
        {(control) => (
          <select
            {...control}
            value={chosen}
            aria-invalid={form.invalid('nft.nft_collection_id')}
            onChange={(e) => setCollection(e.currentTarget.value)}
            data-testid="nft-collection"
          >
            {collections.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </LabeledField>
      <NameAndDescription
        form={form}
        record="nft"
        nameLabel={t('nfts.items.name')}
        name={[name, setName]}
        description={[description, setDescription]}
        testId="nft"
      />
      <LabeledField form={form} className="console-field" name="nft.rarity" label={t('nfts.items.rarity')}>
        {(control) => (
          <select
            {...control}
            value={rarity}
            onChange={(e) => setRarity(e.currentTarget.value as typeof rarity)}
            data-testid="nft-rarity"
          >
            {NFT_RARITIES.map((r) => (
              <option key={r} value={r}>
                {t(`nfts.rarities.${r}`)}
              </option>
            ))}
          </select>
        )}
      </LabeledField>
      <TextField
        form={form}
        name="nft.amount"
        label={t('nfts.items.amount')}
        value={amount}
        onChange={setAmount}
        required
        numeric
        testId="nft-amount"
      />
      {a ? <p className="muted">{t('nfts.items.mintedHint', { minted: a.minted })}</p> : null}
      <CheckField
        label={t('nfts.items.publiclyVisible')}
        checked={visible}
        onChange={setVisible}
        testId="nft-visible"
      />
      <fieldset className="console-fieldset">
        <legend>{t('nfts.items.videoOptions')}</legend>
        {(['autoplay', 'loop', 'show_controls'] as const).map((option) => (
          <label key={option} className="console-check">
            <input
              type="checkbox"
              checked={video[option]}
              onChange={(e) => setVideo({ ...video, [option]: e.currentTarget.checked })}
              data-testid={`nft-video-${option}`}
            />
            {t(`nfts.items.video.${option}`)}
          </label>
        ))}
      </fieldset>
      <FileField
        form={form}
        name="nft.file"
        label={a?.nft_medium_id ? t('nfts.items.replaceFile') : t('nfts.items.file')}
        accept="image/*,video/*"
        onFile={setFile}
        testId="nft-file"
      />
      <FormFooter
        form={form}
        saved={saved}
        back={{ to: localePath(locale, 'admin', 'nfts', 'items'), label: t('nfts.form.backToNfts') }}
        testId="nft"
      >
        <UploadBar fraction={progress} testId="nft-upload" />
      </FormFooter>
    </form>
  );
}
