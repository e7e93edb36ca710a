import { useState, type FormEvent } from 'react';
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
import { LabeledField, useFieldErrors } from '../../kernel/ui/LabeledField.tsx';
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
  const [values, setValues] = useState<Values>(() => valuesOf(group));
  const [image, setImage] = useState<File | null>(null);
  const form = useFieldErrors('space-error');
  const editing = group !== undefined;
  const title = editing ? t('spaces.form.editTitle') : t('spaces.form.createTitle');
  usePageMeta({ title, noCrawl: true });

  const check = () => (nameHasDisallowedCharacters(values.name) ? { name: [t('common.nameDisallowed')] } : null);
  const send = async () => {
    const description = descriptionHtml(values.description);
    const data = groupFormData({
      name: values.name.trim() || null,
      // An emptied description is sent empty on edit (it clears); a new group simply has none.
      description: description || (editing ? '' : null),
      image_file: image,
      ...values.settings,
    });
    const saved = editing ? await updateGroup(group.attributes.slug, data) : await createGroup(data);
    void queryClient.invalidateQueries({ queryKey: spaceKeys.all });
    if (!editing) await navigate(spacesPath(locale, words), { replace: true });
    await navigate(spacePath(locale, words, saved.attributes.slug), { replace: editing });
  };
  const refused = (e: unknown) => ({
    message: groupErrorText(e) ?? t('spaces.form.error'),
    fields: groupFieldErrors(e),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(check, send, refused);
  };

  return (
    <div className="page narrow space-form-page" data-testid="space-form-page">
      <p className="back-link">
        <Link to={editing ? spacePath(locale, words, group.attributes.slug) : spacesPath(locale, words)}>
          {editing ? t('spaces.backToGroup') : t('spaces.backToList')}
        </Link>
      </p>
      <h1>{title}</h1>
      <form className="space-form" onSubmit={submit} noValidate={false}>
        <LabeledField form={form} className="space-field" name="name" label={t('spaces.fields.name')}>
          {(control) => (
            <input
              {...control}
              type="text"
              required
              maxLength={MAX_NAME}
              value={values.name}
              aria-invalid={form.invalid('name')}
              onChange={(e) => setValues({ ...values, name: e.target.value })}
              data-testid="space-form-name"
            />
          )}
        </LabeledField>
        <LabeledField form={form} className="space-field" name="description" label={t('spaces.fields.description')}>
          {(control) => (
            <textarea
              {...control}
              rows={5}
              value={values.description}
              onChange={(e) => setValues({ ...values, description: e.target.value })}
              data-testid="space-form-description"
            />
          )}
        </LabeledField>
        <LabeledField form={form} className="space-field" name="image_file" label={t('spaces.fields.image')}>
          {(control) => (
            <>
              {editing && group.attributes.image_url && !image ? (
                <img className="space-form-image" src={group.attributes.image_url} alt="" width={240} height={135} />
              ) : null}
              <input
                {...control}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                onChange={(e) => setImage(e.target.files?.[0] ?? null)}
                data-testid="space-form-image"
              />
            </>
          )}
        </LabeledField>
        {SETTING_NAMES.map((name) => (
          <LabeledField key={name} form={form} className="space-field" name={name} label={t(`spaces.fields.${name}`)}>
            {(control) => (
              <select
                {...control}
                value={values.settings[name]}
                onChange={(e) => setValues({ ...values, settings: { ...values.settings, [name]: e.target.value } })}
                data-testid={`space-form-${name}`}
              >
                {SETTINGS[name].map((value) => (
                  <option key={value} value={value}>
                    {t(`spaces.settings.${name}.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </LabeledField>
        ))}
        {form.error ? (
          <p className="alert alert-danger" role="alert" data-testid="space-form-error">
            {form.error}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={form.busy} data-testid="space-form-submit">
          {form.busy ? t('spaces.form.saving') : editing ? t('spaces.form.save') : t('spaces.form.create')}
        </button>
      </form>
    </div>
  );
}
