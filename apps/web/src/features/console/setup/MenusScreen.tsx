import { useEffect, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MENU_POSITIONS, MENU_TYPES, type MenuPosition, type MenuType } from '@tribune/domain';
import { useShell } from '../../../kernel/shell-context.ts';
import { Dialog } from '../../../kernel/ui/Dialog.tsx';
import { InlineRetry } from '../../../kernel/ui/ErrorState.tsx';
import { FormError } from '../../../kernel/ui/FormBits.tsx';
import { LabeledField, useFieldErrors } from '../../../kernel/ui/LabeledField.tsx';
import { ConfirmButton } from '../kit/ConfirmButton.tsx';
import { TextField } from '../kit/fields.tsx';
import { refusalOf } from '../kit/errors.ts';
import {
  adminMenuQuery,
  createMenuItem,
  deleteMenuItem,
  menuKeys,
  replaceMenuItem,
  saveMenuOrder,
  type AdminMenuItem,
  type MenuItemBody,
} from './menus-api.ts';
import './menus.css';

const LOCALES = ['en', 'de', 'it'] as const;

/** Where the dialog was opened: a new item of a position, or an item to edit. */
type Editing = { position: MenuPosition; item?: AdminMenuItem };

/**
 * The menus editor (docs/CONSOLE.md "Menus"): one list per position, each item with its title and
 * type; added and edited in a dialog with the server's messages at the fields, deleted after
 * asking. The order changes by dragging an item onto another one's place, or with the move
 * buttons, announced in a live region; each change is saved at once with the reorder route.
 */
export function MenusScreen() {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const menu = useQuery(adminMenuQuery());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [orderError, setOrderError] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  // The move button to focus again once its item is drawn at its new place.
  const refocus = useRef<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // Reorders of one position are sent one after the other, each from the order the last one left.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (!refocus.current) return;
    listRef.current?.querySelector<HTMLElement>(`[data-focus-key="${refocus.current}"]`)?.focus();
    refocus.current = null;
  }, [menu.data]);

  if (menu.isError) return <InlineRetry message={t('menus.loadFailed')} onRetry={() => void menu.refetch()} />;
  if (!menu.data) return <div className="skeleton console-skeleton-block" data-testid="menus-loading" />;
  const items = menu.data;
  const of = (position: MenuPosition) => items.filter((i) => i.attributes.menu_position === position);
  const positionName = (p: MenuPosition) => t(`menus.positions.${p}`);

  const reorder = (position: MenuPosition, ids: string[], moved: AdminMenuItem, focusKey?: string) => {
    const previous = queryClient.getQueryData(menuKeys.all);
    const rank = new Map(ids.map((id, i) => [id, i]));
    queryClient.setQueryData(menuKeys.all, (rows: AdminMenuItem[] | undefined) =>
      rows
        ? [...rows].sort((a, b) =>
            a.attributes.menu_position === position && b.attributes.menu_position === position
              ? rank.get(a.id)! - rank.get(b.id)!
              : 0,
          )
        : rows,
    );
    refocus.current = focusKey ?? null;
    setOrderError(null);
    setAnnouncement(
      t('menus.moved', {
        title: moved.attributes.title.en,
        place: ids.indexOf(moved.id) + 1,
        count: ids.length,
        position: positionName(position),
      }),
    );
    queue.current = queue.current.then(async () => {
      try {
        await saveMenuOrder(position, ids);
      } catch (e) {
        queryClient.setQueryData(menuKeys.all, previous);
        setOrderError(refusalOf(e, t('menus.orderFailed')).message);
        setAnnouncement(t('menus.orderFailed'));
        await queryClient.invalidateQueries({ queryKey: menuKeys.all });
      }
    });
  };

  const moveBy = (position: MenuPosition, item: AdminMenuItem, by: -1 | 1) => {
    const ids = of(position).map((i) => i.id);
    const from = ids.indexOf(item.id);
    const to = from + by;
    if (to < 0 || to >= ids.length) return;
    ids.splice(from, 1);
    ids.splice(to, 0, item.id);
    reorder(position, ids, item, `${item.id}-${by < 0 ? 'up' : 'down'}`);
  };

  const dropOn = (position: MenuPosition, target: AdminMenuItem) => {
    const moved = items.find((i) => i.id === dragging);
    setDragging(null);
    if (!moved || moved.id === target.id || moved.attributes.menu_position !== position) return;
    const ids = of(position).map((i) => i.id);
    const to = ids.indexOf(target.id);
    ids.splice(ids.indexOf(moved.id), 1);
    ids.splice(to, 0, moved.id);
    reorder(position, ids, moved);
  };

  const removed = async (item: AdminMenuItem) => {
    await deleteMenuItem(item.id);
    await queryClient.invalidateQueries({ queryKey: menuKeys.all });
    setAnnouncement(t('menus.deleted', { title: item.attributes.title.en }));
    listRef.current?.querySelector<HTMLElement>(`[data-position-heading="${item.attributes.menu_position}"]`)?.focus();
  };

  return (
    <div className="menus-editor" data-testid="menus-screen" ref={listRef}>
      <p>{t('menus.intro')}</p>
      <p className="visually-hidden" aria-live="polite" data-testid="menus-live">
        {announcement}
      </p>
      <FormError testId="menus-order-error">{orderError}</FormError>
      <div className="menus-positions">
        {MENU_POSITIONS.map((position) => {
          const list = of(position);
          return (
            <section key={position} className="menus-position" data-testid={`menus-${position}`}>
              <div className="menus-position-head">
                <h2 tabIndex={-1} data-position-heading={position}>
                  {positionName(position)}
                </h2>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setEditing({ position })}
                  data-testid={`menus-add-${position}`}
                >
                  {t('menus.add')}
                  <span className="visually-hidden"> {t('menus.addTo', { position: positionName(position) })}</span>
                </button>
              </div>
              {list.length === 0 ? (
                <p className="console-empty">{t('menus.empty')}</p>
              ) : (
                <ol className="menus-list" aria-label={positionName(position)}>
                  {list.map((item, index) => {
                    const title = item.attributes.title.en;
                    const first = index === 0;
                    const last = index === list.length - 1;
                    return (
                      <li
                        key={item.id}
                        className={dragging === item.id ? 'menus-item menus-item-dragging' : 'menus-item'}
                        draggable
                        onDragStart={(e: DragEvent) => {
                          e.dataTransfer.effectAllowed = 'move';
                          e.dataTransfer.setData('text/plain', item.id);
                          setDragging(item.id);
                        }}
                        onDragEnd={() => setDragging(null)}
                        onDragOver={(e: DragEvent) => {
                          if (dragging && items.find((i) => i.id === dragging)?.attributes.menu_position === position)
                            e.preventDefault();
                        }}
                        onDrop={(e: DragEvent) => {
                          e.preventDefault();
                          dropOn(position, item);
                        }}
                        data-testid={`menus-item-${item.id}`}
                        data-title={title}
                      >
                        <span className="menus-grip" aria-hidden="true">
                          ⠿
                        </span>
                        <span className="menus-item-text">
                          <strong>{title}</strong>
                          <span className="menus-item-meta">
                            {t(`menus.types.${item.attributes.menu_type}`)}
                            {item.attributes.target || item.attributes.app_name
                              ? ` · ${item.attributes.target ?? item.attributes.app_name}`
                              : ''}
                          </span>
                        </span>
                        <span className="console-actions">
                          <button
                            type="button"
                            className="button button-secondary"
                            aria-disabled={first ? true : undefined}
                            onClick={() => moveBy(position, item, -1)}
                            data-focus-key={`${item.id}-up`}
                            data-testid={`menus-up-${item.id}`}
                          >
                            <span aria-hidden="true">↑</span>
                            <span className="visually-hidden">{t('menus.moveUp', { title })}</span>
                          </button>
                          <button
                            type="button"
                            className="button button-secondary"
                            aria-disabled={last ? true : undefined}
                            onClick={() => moveBy(position, item, 1)}
                            data-focus-key={`${item.id}-down`}
                            data-testid={`menus-down-${item.id}`}
                          >
                            <span aria-hidden="true">↓</span>
                            <span className="visually-hidden">{t('menus.moveDown', { title })}</span>
                          </button>
                          <button
                            type="button"
                            className="button button-secondary"
                            onClick={() => setEditing({ position, item })}
                            data-testid={`menus-edit-${item.id}`}
                          >
                            {t('menus.edit')}
                            <span className="visually-hidden"> {title}</span>
                          </button>
                          <ConfirmButton
                            label={
                              <>
                                {t('menus.delete')}
                                <span className="visually-hidden"> {title}</span>
                              </>
                            }
                            title={t('menus.deleteTitle', { title })}
                            text={t('menus.deleteText', { position: positionName(position) })}
                            confirmLabel={t('menus.delete')}
                            destructive
                            onConfirm={() => removed(item)}
                            testId={`menus-delete-${item.id}`}
                          />
                        </span>
                      </li>
                    );
                  })}
                </ol>
              )}
            </section>
          );
        })}
      </div>
      {editing ? (
        <MenuItemDialog
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={async (row) => {
            await queryClient.invalidateQueries({ queryKey: menuKeys.all });
            setEditing(null);
            setAnnouncement(t('menus.saved', { title: row.attributes.title.en }));
          }}
        />
      ) : null}
    </div>
  );
}

interface Values {
  position: MenuPosition;
  type: MenuType;
  title: Record<(typeof LOCALES)[number], string>;
  icon: string;
  target: string;
  appName: string;
}

function valuesOf({ position, item }: Editing): Values {
  const a = item?.attributes;
  return {
    position: a?.menu_position ?? position,
    type: a?.menu_type ?? 'link',
    title: { en: a?.title.en ?? '', de: a?.title.de ?? '', it: a?.title.it ?? '' },
    icon: a?.icon ?? '',
    target: a?.target ?? '',
    appName: a?.app_name ?? '',
  };
}

/** The add/edit form of one item, in a dialog. */
function MenuItemDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: Editing;
  onClose: () => void;
  onSaved: (row: AdminMenuItem) => Promise<void>;
}) {
  const { t } = useTranslation('console');
  const { icons } = useShell();
  const [values, setValues] = useState<Values>(() => valuesOf(editing));
  const form = useFieldErrors('form-error');
  const first = useRef<HTMLSelectElement>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const isApp = values.type === 'app_integration';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit(
      () => {
        const missing = Object.fromEntries(
          LOCALES.filter((l) => !values.title[l].trim()).map((l) => [`title.${l}`, [t('menus.required')]]),
        );
        return Object.keys(missing).length ? missing : null;
      },
      async () => {
        const body: MenuItemBody = {
          menu_position: values.position,
          menu_type: values.type,
          title: values.title,
          icon: values.icon || null,
          target: isApp ? null : values.target.trim() || null,
          app_name: isApp ? values.appName.trim() || null : null,
        };
        const row = editing.item ? await replaceMenuItem(editing.item.id, body) : await createMenuItem(body);
        await onSaved(row);
      },
      (err) => refusalOf(err, t('menus.saveFailed'), 'menu_item'),
    );
  };

  return (
    <Dialog
      open
      title={editing.item ? t('menus.editTitle', { title: editing.item.attributes.title.en }) : t('menus.newTitle')}
      onClose={form.busy ? undefined : onClose}
      initialFocus={first}
      testId="menus-dialog"
    >
      <form className="console-form menus-form" onSubmit={submit} noValidate>
        <LabeledField form={form} className="console-field" name="menu_position" label={t('menus.position')}>
          {(control) => (
            <select
              {...control}
              ref={first}
              value={values.position}
              onChange={(e) => set('position', e.currentTarget.value as MenuPosition)}
              data-testid="menus-form-position"
            >
              {MENU_POSITIONS.map((p) => (
                <option key={p} value={p}>
                  {t(`menus.positions.${p}`)}
                </option>
              ))}
            </select>
          )}
        </LabeledField>
        <LabeledField form={form} className="console-field" name="menu_type" label={t('menus.type')}>
          {(control) => (
            <select
              {...control}
              value={values.type}
              onChange={(e) => set('type', e.currentTarget.value as MenuType)}
              data-testid="menus-form-type"
            >
              {MENU_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`menus.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </LabeledField>
        {LOCALES.map((lang) => (
          <TextField
            key={lang}
            form={form}
            name={`title.${lang}`}
            label={t('menus.titleIn', { language: t(`languages.${lang}`) })}
            required
            maxLength={60}
            value={values.title[lang]}
            onChange={(value) => setValues((v) => ({ ...v, title: { ...v.title, [lang]: value } }))}
            testId={`menus-form-title-${lang}`}
          />
        ))}
        <LabeledField form={form} className="console-field" name="icon" label={t('menus.icon')}>
          {(control) => (
            <select
              {...control}
              value={values.icon}
              aria-invalid={form.invalid('icon')}
              onChange={(e) => set('icon', e.currentTarget.value)}
              data-testid="menus-form-icon"
            >
              <option value="">{t('menus.noIcon')}</option>
              {Object.keys(icons)
                .filter((name) => name !== 'logo')
                .sort()
                .map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              {values.icon && !icons[values.icon] ? <option value={values.icon}>{values.icon}</option> : null}
            </select>
          )}
        </LabeledField>
        {isApp ? (
          <TextField
            form={form}
            name="app_name"
            label={t('menus.appName')}
            maxLength={64}
            value={values.appName}
            onChange={(value) => set('appName', value)}
            testId="menus-form-app-name"
          />
        ) : (
          <LabeledField form={form} className="console-field" name="target" label={t('menus.target')}>
            {(control) => (
              <>
                <input
                  {...control}
                  aria-describedby={[control['aria-describedby'], `${control.id}-hint`].filter(Boolean).join(' ')}
                  type="text"
                  maxLength={500}
                  value={values.target}
                  aria-invalid={form.invalid('target')}
                  onChange={(e) => set('target', e.currentTarget.value)}
                  data-testid="menus-form-target"
                />
                <p className="console-hint" id={`${control.id}-hint`}>
                  {t(`menus.targetHints.${values.type}`)}
                </p>
              </>
            )}
          </LabeledField>
        )}
        <FormError testId="menus-form-error">{form.error}</FormError>
        <div className="console-form-actions">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={form.busy}>
            {t('menus.cancel')}
          </button>
          <button type="submit" className="button" disabled={form.busy} data-testid="menus-form-save">
            {form.busy ? t('menus.saving') : t('menus.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
