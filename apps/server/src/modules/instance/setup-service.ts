/**
 * The setup screen's rules (docs/CONSOLE.md "Instance setup"): the editable configuration, checks
 * of a draft, the save with optimistic concurrency, the kept versions and rollbacks, the text keys.
 * Every save and rollback is audited and announced to every server instance after its commit.
 */
import { Value } from 'typebox/value';
import { builtinKeys, instanceDraftProblems, type SupportedLocale } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import { insertAuditEntry } from '../../platform/audit-log.ts';
import type { Caller } from '../../platform/caller.ts';
import { instancePolicy } from './policy.ts';
import {
  INSTANCE_ID,
  findInstance,
  findInstanceVersionRow,
  insertInstanceVersion,
  listInstanceVersions,
  lockInstance,
  updateInstance,
  type InstanceRow,
} from './repository.ts';
import { InstanceSetupAttributes, type InstanceSetup } from './setup-input.ts';
import {
  changedPaths,
  presentSetup,
  presentTranslationKey,
  presentVersion,
  rowValuesOf,
  setupOf,
} from './setup-presenter.ts';
import type { InstanceService } from './service.ts';

/** Field → messages of a draft under the instance's rules; 422 VALIDATION_FAILED with them. */
export function assertValidSetup(draft: InstanceSetup): void {
  const problems = instanceDraftProblems({
    theme_color: draft.theme_color,
    background_color: draft.background_color,
    logo: draft.logo,
    icons: draft.icons,
    feature_flags: draft.feature_flags,
    languages: draft.languages,
    route_words: draft.route_words,
    campaign_aliases: draft.campaign_aliases,
    translations: draft.translations as Record<string, Record<string, string>>,
  });
  if (Object.keys(problems).length) throw new AppError('VALIDATION_FAILED', undefined, { ...problems });
}

/** The draft of a request body without its version. */
function draftOf(body: { version: number } & InstanceSetup): InstanceSetup {
  const { version: _version, ...draft } = body;
  return draft;
}

export class InstanceSetupService {
  constructor(
    private readonly db: Db,
    private readonly instance: InstanceService,
  ) {}

  /** The editable configuration and its version. */
  async show(caller: Caller) {
    instancePolicy.authorize(caller, 'setup', undefined);
    const row = await this.row(this.db);
    return presentSetup(setupOf(row), row.version, row.updatedAt);
  }

  /** Checks a draft as a save would, saving nothing: the draft as it would be kept. */
  validate(caller: Caller, body: { version: number } & InstanceSetup) {
    instancePolicy.authorize(caller, 'setup', undefined);
    const draft = draftOf(body);
    assertValidSetup(draft);
    return presentSetup(draft, body.version, null);
  }

  /**
   * Saves a draft started from `body.version`: 409 CONFLICT when someone saved since. The version
   * rises, the configuration is kept in the history, the change is audited (before and after),
   * and every server instance drops its snapshot.
   */
  async save(caller: Caller, body: { version: number } & InstanceSetup) {
    instancePolicy.authorize(caller, 'setup', undefined);
    const draft = draftOf(body);
    assertValidSetup(draft);
    const row = await inTransaction(this.db, async (tx) => {
      const current = await this.row(tx, true);
      if (current.version !== body.version) {
        throw new AppError(
          'CONFLICT',
          `The configuration was saved by someone else since your draft began (version ${body.version}, now ${current.version}). Reload it and make your changes again.`,
        );
      }
      return this.commit(tx, caller, current, draft, 'instance.update');
    });
    await this.instance.adopt(row);
    return presentSetup(setupOf(row), row.version, row.updatedAt);
  }

  /** Makes a kept version's configuration the current one, as a new version (audited). */
  async rollback(caller: Caller, version: number) {
    instancePolicy.authorize(caller, 'setup', undefined);
    const row = await inTransaction(this.db, async (tx) => {
      const current = await this.row(tx, true);
      const kept = await findInstanceVersionRow(tx, version);
      if (!kept) throw new AppError('NOT_FOUND', `Version ${version} is not in the history.`);
      if (!Value.Check(InstanceSetupAttributes, kept.config)) {
        throw new AppError('CONFLICT', `Version ${version} no longer fits the configuration's shape.`);
      }
      const config = kept.config as InstanceSetup;
      assertValidSetup(config);
      return this.commit(tx, caller, current, config, 'instance.rollback', version);
    });
    await this.instance.adopt(row);
    return presentSetup(setupOf(row), row.version, row.updatedAt);
  }

  /** A page of kept versions, newest first. */
  async versions(caller: Caller, page: Page) {
    instancePolicy.authorize(caller, 'setup', undefined);
    const { rows, total } = await listInstanceVersions(this.db, page.perPage, page.offset);
    return { data: rows.map(presentVersion), total };
  }

  /**
   * A page of one locale's text keys in the order of the reference bundle (en): the built-in
   * texts, the instance's override, whether the locale lacks the key; searched in all of them.
   */
  async translationKeys(
    caller: Caller,
    q: { locale: SupportedLocale; search?: string; missing?: boolean },
    page: Page,
  ) {
    instancePolicy.authorize(caller, 'setup', undefined);
    const en = builtinKeys('en');
    const local = q.locale === 'en' ? en : builtinKeys(q.locale);
    const overrides = setupOf(await this.row(this.db)).translations[q.locale] ?? {};
    const needle = q.search?.trim().toLowerCase();
    const all = Object.keys(en)
      .map((key) => ({
        key,
        locale: q.locale,
        en: en[key]!,
        text: Object.prototype.hasOwnProperty.call(local, key) && local[key] !== '' ? local[key]! : null,
        override: Object.prototype.hasOwnProperty.call(overrides, key) ? overrides[key]! : null,
      }))
      .filter((k) => !q.missing || k.text === null)
      .filter(
        (k) => !needle || [k.key, k.en, k.text ?? '', k.override ?? ''].some((s) => s.toLowerCase().includes(needle)),
      );
    return { data: all.slice(page.offset, page.offset + page.perPage).map(presentTranslationKey), total: all.length };
  }

  private async row(db: Db, lock = false): Promise<InstanceRow> {
    const row = lock ? await lockInstance(db) : await findInstance(db);
    if (!row) throw new AppError('NOT_FOUND', 'The instance is not set up.');
    return row;
  }

  private async commit(
    tx: Tx,
    caller: Caller,
    current: InstanceRow,
    next: InstanceSetup,
    action: 'instance.update' | 'instance.rollback',
    rolledBackFrom?: number,
  ): Promise<InstanceRow> {
    const before = setupOf(current);
    // The version this one replaces is kept too when nobody saved it here (the seed's, a script's).
    await insertInstanceVersion(tx, { version: current.version, config: before, actorId: null, changes: [] });
    const row = await updateInstance(tx, rowValuesOf(next));
    if (!row) throw new AppError('NOT_FOUND', 'The instance is not set up.');
    const after = setupOf(row);
    const changes = changedPaths(before, after);
    await insertInstanceVersion(tx, {
      version: row.version,
      config: after,
      actorId: caller.user.id,
      changes,
      rolledBackFrom,
    });
    await insertAuditEntry(tx, {
      actorId: caller.user.id,
      action,
      targetType: 'instance',
      targetId: INSTANCE_ID,
      details: {
        version: { from: current.version, to: row.version },
        ...(rolledBackFrom !== undefined ? { rolled_back_from: rolledBackFrom } : {}),
        changes,
        from: before,
        to: after,
      },
    });
    return row;
  }
}
