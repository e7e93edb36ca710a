import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tribune/api-client';
import {
  FAN_GROUP_ACCESS,
  FAN_GROUP_FEED_VISIBILITY,
  FAN_GROUP_POST_CREATION,
  FAN_GROUP_POST_VISIBILITY,
  FAN_GROUP_VISIBILITY,
  nameHasDisallowedCharacters,
} from '@tribune/domain';
import { Link, useNavigate } from '../../kernel/router.tsx';
import { usePageMeta } from '../../kernel/meta.ts';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { NotFoundState } from '../../kernel/ui/NotFoundState.tsx';
import { PageSkeleton } from '../../kernel/ui/Skeleton.tsx';
import {
  createGroup,
  groupErrorText,
  groupFieldErrors,
  spaceKeys,
  spaceQuery,
  updateGroup,
  type FanGroup,
} from './api.ts';
import { descriptionHtml, descriptionText, groupFormData } from './form.ts';
import { spacePath, spacesPath } from './paths.ts';
import './spaces.css';

/** The settings of a group and their values, verbatim from the spec (docs/COMMUNITY.md "Groups"). */
const SETTINGS = {
  access: FAN_GROUP_ACCESS,
  visibility: FAN_GROUP_VISIBILITY,
  post_visibility: FAN_GROUP_POST_VISIBILITY,
  post_creation: FAN_GROUP_POST_CREATION,
  feed_visibility: FAN_GROUP_FEED_VISIBILITY,
} as const;
type Setting = keyof typeof SETTINGS;
const SETTING_NAMES = Object.keys(SETTINGS) as Setting[];

/** The longest group name (the server's limit). */
const MAX_NAME = 100;

interface Values {
  name: string;
  description: string;
  settings: Record<Setting, string>;
}

function valuesOf(group: FanGroup | undefined): Values {
  const a = group?.attributes;
  return {
    name: a?.name ?? '',
    description: a ? descriptionText(a.description) : '',
    settings: {
      access: a?.access ?? 'publicly_accessible',
      visibility: a?.visibility ?? 'publicly_visible',
      post_visibility: a?.post_visibility ?? 'all_users',
      post_creation: a?.post_creation ?? 'all_users_can_post',
      feed_visibility: a?.feed_visibility ?? 'members_posts',
    },
  };
}

/** `{spaces}/{new}` and `{spaces}/{slug}/{edit}`: the group form (protected routes). */
export default function SpaceFormPage() {
  const { routeName } = useShell();
  return routeName === 'spaceEdit' ? <EditSpace /> : <GroupForm group={undefined} />;
}

function EditSpace() {
  const { t } = useTranslation();
  const { params, locale } = useShell();
  const session = useSession();
  const slug = params.slug ?? '';
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  const query = useQuery(spaceQuery(slug, locale, viewer));
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  if (query.isPending) return <PageSkeleton />;
  if (notFound) return <NotFoundState title={t('spaces.notFoundTitle')} text={t('spaces.notFoundText')} />;
  if (query.isError) return <ErrorState message={t('spaces.groupLoadError')} onRetry={() => void query.refetch()} />;
  if (!query.data.group.attributes.current_user_permissions.includes('edit_group')) {
    return (
      <div className="page narrow" data-testid="space-edit-forbidden">
        <h1>{t('spaces.form.editTitle')}</h1>
        <p className="alert alert-danger" role="alert">
          {t('spaces.form.notAllowed')}
        </p>
      </div>
    );
  }
  return <GroupForm group={query.data.group} />;
}

/**
 * The form: name, description, image, and the five settings. Sent as multipart `fan_group[...]`
 * with empty fields dropped; after creating, the app goes to the spaces route and then to the new
 * group (docs/COMMUNITY.md "Groups"), so Back leads to the list, not to the spent form.
 */
function GroupForm({ group }: { group: FanGroup | undefined }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = { name: useId(), description: useId(), image: useId() };
  const settingId = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(group));
  const [image, setImage] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const editing = group !== undefined;
  const title = editing ? t('spaces.form.editTitle') : t('spaces.form.createTitle');
  usePageMeta({ title, noCrawl: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    if (nameHasDisallowedCharacters(values.name)) {
      setFieldErrors({ name: [t('common.nameDisallowed')] });
      return;
    }
    setBusy(true);
    const description = descriptionHtml(values.description);
    const form = groupFormData({
      name: values.name.trim() || null,
      // An emptied description is sent empty on edit (it clears); a new group simply has none.
      description: description || (editing ? '' : null),
      image_file: image,
      ...values.settings,
    });
    try {
      const saved = editing ? await updateGroup(group.attributes.slug, form) : await createGroup(form);
      void queryClient.invalidateQueries({ queryKey: spaceKeys.all });
      if (!editing) await navigate(spacesPath(locale, words), { replace: true });
      await navigate(spacePath(locale, words, saved.attributes.slug), { replace: editing });
    } catch (e) {
      setError(groupErrorText(e) ?? t('spaces.form.error'));
      setFieldErrors(groupFieldErrors(e));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (name: string) =>
    fieldErrors[name]?.length ? (
      <p className="space-error" id={`${settingId}-${name}-error`}>
        {fieldErrors[name].join(' ')}
      </p>
    ) : null;
  const describedBy = (name: string) => (fieldErrors[name]?.length ? `${settingId}-${name}-error` : undefined);

  return (
    <div className="page narrow space-form-page" data-testid="space-form-page">
      <p className="back-link">
        <Link to={editing ? spacePath(locale, words, group.attributes.slug) : spacesPath(locale, words)}>
          {editing ? t('spaces.backToGroup') : t('spaces.backToList')}
        </Link>
      </p>
      <h1>{title}</h1>
      <form className="space-form" onSubmit={(e) => void submit(e)} noValidate={false}>
        <div className="space-field">
          <label htmlFor={ids.name}>{t('spaces.fields.name')}</label>
          <input
            id={ids.name}
            type="text"
            required
            maxLength={MAX_NAME}
            value={values.name}
            aria-invalid={fieldErrors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            onChange={(e) => setValues({ ...values, name: e.target.value })}
            data-testid="space-form-name"
          />
          {fieldError('name')}
        </div>
        <div className="space-field">
          <label htmlFor={ids.description}>{t('spaces.fields.description')}</label>
          <textarea
            id={ids.description}
            rows={5}
            value={values.description}
            aria-describedby={describedBy('description')}
            onChange={(e) => setValues({ ...values, description: e.target.value })}
            data-testid="space-form-description"
          />
          {fieldError('description')}
        </div>
        <div className="space-field">
          <label htmlFor={ids.image}>{t('spaces.fields.image')}</label>
          {editing && group.attributes.image_url && !image ? (
            <img className="space-form-image" src={group.attributes.image_url} alt="" width={240} height={135} />
          ) : null}
          <input
            id={ids.image}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            aria-describedby={describedBy('image_file')}
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
            data-testid="space-form-image"
          />
          {fieldError('image_file')}
        </div>
        {SETTING_NAMES.map((name) => (
          <div className="space-field" key={name}>
            <label htmlFor={`${settingId}-${name}`}>{t(`spaces.fields.${name}`)}</label>
            <select
              id={`${settingId}-${name}`}
              value={values.settings[name]}
              aria-describedby={describedBy(name)}
              onChange={(e) => setValues({ ...values, settings: { ...values.settings, [name]: e.target.value } })}
              data-testid={`space-form-${name}`}
            >
              {SETTINGS[name].map((value) => (
                <option key={value} value={value}>
                  {t(`spaces.settings.${name}.${value}`)}
                </option>
              ))}
            </select>
            {fieldError(name)}
          </div>
        ))}
        {error ? (
          <p className="alert alert-danger" role="alert" data-testid="space-form-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy} data-testid="space-form-submit">
          {busy ? t('spaces.form.saving') : editing ? t('spaces.form.save') : t('spaces.form.create')}
        </button>
      </form>
    </div>
  );
}
