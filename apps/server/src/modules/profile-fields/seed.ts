/**
 * The demo profile fields: a single select, a multi select, a country and a text field, named in
 * en, de and it. Written once: one transaction with its step (`demo-profile-fields:done`); an
 * instance with fields of its own is left alone.
 */
import type { App } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { seedRowsOnce } from '../../platform/seed-once.ts';
import { hasFields, insertField, replaceOptions, type FieldValues } from './repository.ts';

/** The seed's name. */
export const DEMO_PROFILE_FIELDS_SEED = 'demo-profile-fields';

type Names = Record<'en' | 'de' | 'it', string>;

const same = (name: string): Names => ({ en: name, de: name, it: name });

const FIELDS: Array<Omit<FieldValues, 'name'> & { name: Names; options: Names[] }> = [
  {
    key: 'favourite_player',
    name: { en: 'Favourite player', de: 'Lieblingsspieler', it: 'Giocatore preferito' },
    fieldType: 'select',
    isMulti: false,
    required: false,
    position: 1,
    options: [same('Luca Moretti'), same('Jonas Berger'), same('Sam Okafor'), same('Timo Keller')],
  },
  {
    key: 'where_do_you_watch',
    name: { en: 'Where do you watch?', de: 'Wo schaust du die Spiele?', it: 'Dove guardi le partite?' },
    fieldType: 'select',
    isMulti: true,
    required: false,
    position: 2,
    options: [
      { en: 'In the stadium', de: 'Im Stadion', it: 'Allo stadio' },
      { en: 'At home', de: 'Zu Hause', it: 'A casa' },
      { en: 'In a pub', de: 'In der Kneipe', it: 'Al pub' },
      { en: 'On the go', de: 'Unterwegs', it: 'In giro' },
    ],
  },
  {
    key: 'country',
    name: { en: 'Country', de: 'Land', it: 'Paese' },
    fieldType: 'country',
    isMulti: false,
    required: false,
    position: 3,
    options: [],
  },
  {
    key: 'fan_since',
    name: { en: 'Fan since', de: 'Fan seit', it: 'Tifoso dal' },
    fieldType: 'text',
    isMulti: false,
    required: false,
    position: 4,
    options: [],
  },
];

async function writeFields(tx: Db): Promise<void> {
  for (const { options, ...values } of FIELDS) {
    const row = await insertField(tx, values);
    if (options.length)
      await replaceOptions(
        tx,
        row.id,
        options.map((name, position) => ({ name, position })),
      );
  }
}

/** Seeds the demo profile fields once, unless the instance has fields of its own. */
export async function seedDemoProfileFields(app: App): Promise<void> {
  await seedRowsOnce(app, DEMO_PROFILE_FIELDS_SEED, { hasOwn: hasFields, write: writeFields });
}
