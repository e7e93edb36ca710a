import { SUPPORTED_LOCALES } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { isSafeText } from '../../http/input.ts';
import { isUniqueViolation } from '../../platform/unique-violation.ts';
import { geo } from '../countries/index.ts';
import { MAX_ANSWERS, type FieldInput } from './input.ts';
import type { Lang } from '../../http/locale.ts';
import { presentAdminField, presentFields, presentUserValues } from './presenter.ts';
import {
  clearFieldValues,
  deleteField,
  insertField,
  listFields,
  replaceOptions,
  replaceUserValues,
  updateField,
  userValues,
  type FieldValues,
  type FieldWithOptions,
} from './repository.ts';

/** The longest text answer, in characters. */
export const TEXT_ANSWER_MAX = 200;
/** The most countries one multi country field takes. */
export const COUNTRY_ANSWERS_MAX = 20;

/** What a save writes: the fields it replaces and their new answers (checked). */
export interface AnswerPlan {
  fieldIds: number[];
  rows: Array<{ fieldId: number; value: string }>;
}

type Errors = Record<string, string[]>;

function add(errors: Errors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseId(raw: unknown): number | undefined {
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0) return raw;
  if (typeof raw === 'string' && /^[1-9][0-9]{0,15}$/.test(raw)) {
    const n = Number(raw);
    return Number.isSafeInteger(n) ? n : undefined;
  }
  return undefined;
}

/** A value as text: strings trimmed, numbers written out; undefined for anything else. */
function asText(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return undefined;
}

/** Names per supported language, blanks dropped. */
function cleanNames(raw: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of SUPPORTED_LOCALES) {
    const v = raw[l]?.trim().replace(/\s+/g, ' ');
    if (v) out[l] = v;
  }
  return out;
}

/**
 * Profile fields (docs/COMMUNITY.md "Profile fields"): the list fans answer, the checks and the
 * save of their answers (through PUT /auth, as the users module's port), and the admin API.
 */
export class ProfileFieldsService {
  constructor(private readonly db: Db) {}

  /** Every field with its options, names in one language. */
  async list(lang: Lang) {
    return presentFields(await listFields(this.db), lang);
  }

  /** A user's answers as `user_profile_field` records, in ONE statement. */
  async answersOf(userId: number) {
    return presentUserValues(await userValues(this.db, userId));
  }

  /**
   * Checks the answers of a save (`profile_fields` of PUT /auth, JSON or multipart): field errors
   * keyed `profile_fields.{field key}` (or `profile_fields[i]...` while the field is unknown),
   * else the plan to write.
   */
  async check(raw: unknown): Promise<{ plan: AnswerPlan; errors: Errors }> {
    const errors = Object.create(null) as Errors;
    const plan: AnswerPlan = { fieldIds: [], rows: [] };
    if (isObject(raw) && raw.notJson === true) {
      add(errors, 'profile_fields', 'is not valid JSON');
      return { plan, errors };
    }
    if (!Array.isArray(raw)) {
      add(errors, 'profile_fields', 'must be a list of {profile_field_id, value} or {profile_field_id, values}');
      return { plan, errors };
    }
    if (raw.length > MAX_ANSWERS) {
      add(errors, 'profile_fields', `has too many answers (maximum is ${MAX_ANSWERS})`);
      return { plan, errors };
    }
    const fields = new Map((await listFields(this.db)).map((f) => [f.field.id, f]));
    const seen = new Set<number>();
    for (const [i, item] of raw.entries()) {
      const at = `profile_fields[${i}]`;
      if (!isObject(item)) {
        add(errors, at, 'must be an object');
        continue;
      }
      for (const k of Object.keys(item)) {
        if (!['profile_field_id', 'value', 'values'].includes(k)) add(errors, `${at}.${k}`, 'is not a known field');
      }
      const id = parseId(item.profile_field_id);
      const entry = id === undefined ? undefined : fields.get(id);
      if (!entry) {
        add(errors, `${at}.profile_field_id`, id === undefined ? 'is not a valid id' : 'does not exist');
        continue;
      }
      const key = `profile_fields.${entry.field.key}`;
      if (seen.has(entry.field.id)) {
        add(errors, key, 'is given twice');
        continue;
      }
      seen.add(entry.field.id);
      const values = await this.answerValues(entry, item, (m) => add(errors, key, m));
      if (!values) continue;
      plan.fieldIds.push(entry.field.id);
      for (const value of values) plan.rows.push({ fieldId: entry.field.id, value });
    }
    return { plan, errors };
  }

  /** The checked values of one answer, or undefined after reporting what is wrong. */
  private async answerValues(
    { field, options }: FieldWithOptions,
    item: Record<string, unknown>,
    fail: (message: string) => void,
  ): Promise<string[] | undefined> {
    const hasValue = item.value !== undefined;
    const hasValues = item.values !== undefined;
    if (hasValue && hasValues) return void fail('takes value or values, not both');
    if (!hasValue && !hasValues) return void fail('needs a value (or values)');
    if (hasValues && !field.isMulti) return void fail('takes one value: send value, not values');
    if (hasValues && !Array.isArray(item.values)) return void fail('must be a list');
    const raw: unknown[] = hasValues ? (item.values as unknown[]) : item.value === null ? [] : [item.value];
    const texts: string[] = [];
    for (const r of raw) {
      const t = asText(r);
      if (t === undefined) return void fail('must be a text');
      if (t !== '' && !texts.includes(t)) texts.push(t);
    }
    const max = field.fieldType === 'select' ? options.length : field.fieldType === 'country' ? COUNTRY_ANSWERS_MAX : 1;
    if (texts.length > max) return void fail(`has too many values (maximum is ${max})`);
    let problem: string | undefined;
    const values: string[] = [];
    for (const t of texts) {
      if (field.fieldType === 'text') {
        // eslint-disable-next-line no-control-regex
        if (!isSafeText(t) || /[\u0000-\u0008\u000b-\u001f\u007f]/.test(t)) problem = 'contains invalid characters';
        else if ([...t].length > TEXT_ANSWER_MAX) problem = `is too long (maximum is ${TEXT_ANSWER_MAX} characters)`;
        else values.push(t);
      } else if (field.fieldType === 'select') {
        if (options.some((o) => String(o.id) === t)) values.push(t);
        else problem = 'is not an option of this field';
      } else {
        const code = t.toUpperCase();
        if (/^[A-Z]{2}$/.test(code) && (await geo.country(code))) values.push(code);
        else problem = 'is not a known country code';
      }
    }
    if (problem) return void fail(problem);
    if (field.required && values.length === 0) return void fail("can't be blank");
    return values;
  }

  /** Writes a checked plan in the caller's transaction (the users module's save of PUT /auth). */
  async apply(tx: Db, userId: number, plan: AnswerPlan): Promise<void> {
    await replaceUserValues(tx, userId, plan.fieldIds, plan.rows);
  }

  // --- Admin API -------------------------------------------------------------------------------

  /** Every field for admins (all languages). */
  async adminList() {
    return (await listFields(this.db)).map(presentAdminField);
  }

  /** Creates a field with its options; 422 with field errors. */
  async create(input: FieldInput) {
    const values = this.fieldValues(input, undefined);
    const options = (input.options ?? []).map((o, i) => ({ name: cleanNames(o.name), position: o.position ?? i }));
    this.assertShape(values, input.options === undefined ? 0 : options.length, input.options !== undefined, options);
    const id = await this.write(async (tx) => {
      const row = await insertField(tx, values);
      if (options.length) await replaceOptions(tx, row.id, options);
      return row.id;
    });
    return this.adminOne(id);
  }

  /**
   * Changes a field. A change of its type, or from multi to single, clears its answers (they may
   * no longer fit); options deleted take the answers that chose them.
   */
  async update(id: number, input: FieldInput) {
    const current = (await listFields(this.db, [id]))[0];
    if (!current) throw new AppError('NOT_FOUND');
    const values = this.fieldValues(input, current);
    const typeChanged = values.fieldType !== current.field.fieldType;
    const options =
      input.options?.map((o, i) => ({
        id: o.id === undefined ? undefined : Number(o.id),
        name: cleanNames(o.name),
        position: o.position ?? i,
      })) ?? (values.fieldType === 'select' && !typeChanged ? undefined : []);
    const count = options?.length ?? current.options.length;
    this.assertShape(values, count, input.options !== undefined, options ?? []);
    await this.write(async (tx) => {
      const row = await updateField(tx, id, values);
      if (!row) throw new AppError('NOT_FOUND');
      if (typeChanged || (current.field.isMulti && !values.isMulti)) await clearFieldValues(tx, id);
      if (options) {
        const wrong = await replaceOptions(tx, id, options);
        if (wrong) {
          throw new AppError('VALIDATION_FAILED', undefined, {
            options: [`has an id that is not an option of this field (${wrong.unknownId})`],
          });
        }
      }
      return id;
    });
    return this.adminOne(id);
  }

  /** Deletes a field with its options and every answer to it. */
  async remove(id: number): Promise<void> {
    if (!(await deleteField(this.db, id))) throw new AppError('NOT_FOUND');
  }

  private async adminOne(id: number) {
    const row = (await listFields(this.db, [id]))[0];
    if (!row) throw new AppError('NOT_FOUND');
    return presentAdminField(row);
  }

  private fieldValues(input: FieldInput, current: FieldWithOptions | undefined): FieldValues {
    const name = input.name ? cleanNames(input.name) : (current?.field.name ?? {});
    if (!name.en) throw new AppError('VALIDATION_FAILED', undefined, { 'name.en': ["can't be blank"] });
    return {
      key: input.key ?? current?.field.key ?? '',
      name,
      fieldType: input.field_type ?? current?.field.fieldType ?? 'text',
      isMulti: input.is_multi ?? current?.field.isMulti ?? false,
      required: input.required ?? current?.field.required ?? false,
      position: input.position ?? current?.field.position ?? 0,
    };
  }

  private assertShape(
    values: FieldValues,
    optionCount: number,
    optionsGiven: boolean,
    options: Array<{ name: Record<string, string> }>,
  ): void {
    const errors = Object.create(null) as Errors;
    if (values.fieldType === 'text' && values.isMulti)
      add(errors, 'is_multi', "is only for fields of type 'select' or 'country'");
    if (values.fieldType !== 'select' && optionsGiven && optionCount > 0) {
      add(errors, 'options', "are only for fields of type 'select'");
    }
    if (values.fieldType === 'select' && optionCount === 0)
      add(errors, 'options', "can't be blank: a field of type 'select' needs options");
    options.forEach((o, i) => {
      if (!o.name.en) add(errors, `options[${i}].name.en`, "can't be blank");
    });
    if (Object.keys(errors).length) throw new AppError('VALIDATION_FAILED', undefined, errors);
  }

  private async write<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(this.db, fn);
    } catch (err) {
      if (isUniqueViolation(err, 'profile_fields_key_idx')) {
        throw new AppError('VALIDATION_FAILED', undefined, { key: ['has already been taken'] });
      }
      throw err;
    }
  }
}
