/**
 * The menus editor's rules (docs/CONSOLE.md "Menus"): an admin lists, adds, replaces, deletes and
 * reorders the instance's menu items. Every change is audited in its transaction. The public
 * `GET /v2/menu_items` reads the table on every request (no cache in the process, no HTTP cache),
 * so a change is seen by every server at once and by a fan's app at its next fetch.
 */
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { insertAuditEntry } from '../../platform/audit-log.ts';
import type { Caller } from '../auth/index.ts';
import type { MenuItemInput } from './input.ts';
import { presentAdminMenuItem } from './presenter.ts';
import {
  allMenuItems,
  deleteMenuItem,
  insertMenuItem,
  lockMenuItem,
  lockPosition,
  nextSortOrder,
  positionIds,
  setPositionOrder,
  updateMenuItem,
  type MenuItemRow,
  type MenuItemValues,
} from './repository.ts';

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
const RESOURCE = /^(content|event|fan_group|static_page)\/[a-z0-9][a-z0-9-]{0,119}$/;
const APP_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;
/** A path of the app: from "/", no scheme-relative "//", only URL characters. */
const APP_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;

function webUrl(value: string, httpsOnly: boolean): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:')) && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * Field → messages for what an item breaks beyond its schema: what `target` and `app_name` mean
 * for its type (packages/domain `menuItemHref`), and an icon the app knows.
 */
export function menuItemProblems(input: MenuItemInput, icons: ReadonlySet<string>): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => (problems[`menu_item.${field}`] ??= []).push(message);
  const target = input.target?.trim() || null;
  const appName = input.app_name?.trim() || null;
  for (const locale of ['en', 'de', 'it'] as const)
    if (!input.title[locale].trim()) add(`title.${locale}`, "can't be blank");
  if (input.icon && !icons.has(input.icon)) add('icon', 'is not an icon of the instance');
  if (input.menu_type === 'app_integration') {
    if (!appName) add('app_name', "can't be blank");
    else if (!APP_NAME.test(appName)) add('app_name', 'must be lower-case letters, digits, "_" and "-"');
    if (target) add('target', 'must be blank for an app integration');
    return problems;
  }
  if (appName) add('app_name', 'is only for app integrations');
  if (!target) {
    add('target', "can't be blank");
    return problems;
  }
  switch (input.menu_type) {
    case 'single_page':
    case 'collection':
      if (!SLUG.test(target)) add('target', 'must be a slug: lower-case letters, digits and hyphens');
      break;
    case 'resource':
      if (!RESOURCE.test(target)) add('target', 'must be content, event, fan_group or static_page, "/" and a slug');
      break;
    case 'link':
      if (!(webUrl(target, false) || APP_PATH.test(target)))
        add('target', 'must be an http(s) address or a path of the app starting with "/"');
      break;
    case 'iframe':
      if (!webUrl(target, true)) add('target', 'must be an https address');
      break;
  }
  return problems;
}

/** The audited shape of an item (before/after). */
function audited(row: MenuItemRow) {
  const { createdAt: _c, ...rest } = row;
  return rest;
}

/** The menus part of the console (area setup). */
export class MenuItemsAdminService {
  constructor(
    private readonly db: Db,
    /** The icon names the app knows now (built-in and the instance's). */
    private readonly iconNames: () => ReadonlySet<string>,
  ) {}

  /** Every item of every position, in display order. */
  async list() {
    return (await allMenuItems(this.db)).map(presentAdminMenuItem);
  }

  /** Adds an item at the end of its position. */
  async create(caller: Caller, input: MenuItemInput) {
    const values = this.values(input);
    const row = await inTransaction(this.db, async (tx) => {
      await lockPosition(tx, values.position);
      const created = await insertMenuItem(tx, { ...values, sortOrder: await nextSortOrder(tx, values.position) });
      await this.audit(tx, caller, 'menu_item.create', created.id, { from: null, to: audited(created) });
      return created;
    });
    return presentAdminMenuItem(row);
  }

  /** Replaces an item; moved to another position, it goes to that position's end. 404 when missing. */
  async replace(caller: Caller, id: number, input: MenuItemInput) {
    const values = this.values(input);
    const row = await inTransaction(this.db, async (tx) => {
      const before = await lockMenuItem(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      const moved = before.position !== values.position;
      if (moved) await lockPosition(tx, values.position);
      const after = await updateMenuItem(tx, id, {
        ...values,
        ...(moved ? { sortOrder: await nextSortOrder(tx, values.position) } : {}),
      });
      if (!after) throw new AppError('NOT_FOUND');
      await this.audit(tx, caller, 'menu_item.update', id, { from: audited(before), to: audited(after) });
      return after;
    });
    return presentAdminMenuItem(row);
  }

  /** Deletes an item. 404 when missing. */
  async remove(caller: Caller, id: number): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const before = await lockMenuItem(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      await deleteMenuItem(tx, id);
      await this.audit(tx, caller, 'menu_item.delete', id, { from: audited(before), to: null });
    });
  }

  /**
   * Puts one position's items in the order of `ids`, which must be every id of that position,
   * each once (422 naming the unknown and missing ones). Under the position's lock, in one
   * transaction; answers the position's items in their new order.
   */
  async reorder(caller: Caller, position: string, ids: number[]) {
    await inTransaction(this.db, async (tx) => {
      await lockPosition(tx, position);
      const current = await positionIds(tx, position);
      const known = new Set(current);
      const given = new Set(ids);
      const unknown = ids.filter((id) => !known.has(id));
      const missing = current.filter((id) => !given.has(id));
      const fields: Record<string, string[]> = {};
      if (unknown.length) fields.ids = [`has items that are not in ${position}: ${unknown.join(', ')}`];
      if (missing.length) (fields.ids ??= []).push(`misses items of ${position}: ${missing.join(', ')}`);
      if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', undefined, fields);
      if (current.every((id, i) => ids[i] === id)) return;
      await setPositionOrder(tx, position, ids);
      await insertAuditEntry(tx, {
        actorId: caller.user.id,
        action: 'menu_item.reorder',
        targetType: 'menu_position',
        targetId: position,
        details: { from: current, to: ids },
      });
    });
    return (await allMenuItems(this.db)).filter((r) => r.position === position).map(presentAdminMenuItem);
  }

  private values(input: MenuItemInput): MenuItemValues {
    const problems = menuItemProblems(input, this.iconNames());
    if (Object.keys(problems).length) throw new AppError('VALIDATION_FAILED', undefined, problems);
    const appName = input.app_name?.trim() || null;
    return {
      position: input.menu_position,
      menuType: input.menu_type,
      title: { en: input.title.en.trim(), de: input.title.de.trim(), it: input.title.it.trim() },
      icon: input.icon || null,
      target: input.menu_type === 'app_integration' ? null : input.target?.trim() || null,
      appName: input.menu_type === 'app_integration' ? appName : null,
    };
  }

  private async audit(
    tx: Db,
    caller: Caller,
    action: string,
    id: number,
    details: { from: unknown; to: unknown },
  ): Promise<void> {
    await insertAuditEntry(tx, {
      actorId: caller.user.id,
      action,
      targetType: 'menu_item',
      targetId: String(id),
      details,
    });
  }
}
