import { Type } from 'typebox';
import type { ConsentRow } from './repository.ts';

/** The consent resource. */
export const ConsentSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    advertising: Type.Boolean(),
    customization: Type.Boolean(),
    analyze: Type.Boolean(),
  },
  { $id: 'Consent' },
);

/** Presents a browser's consent record. */
export function presentConsent(row: ConsentRow) {
  return { id: row.id, advertising: row.advertising, customization: row.customization, analyze: row.analyze };
}
