import { Type } from 'typebox';
import { recordSchema } from '../../http/schemas.ts';
import type { Country, State } from './catalogue.ts';

/** A country. */
export const CountrySchema = recordSchema(
  'country',
  {
    id: Type.String({ description: 'The ISO 3166-1 alpha-2 code.' }),
    attributes: Type.Object({ name: Type.String(), iso_code: Type.String(), flag: Type.String() }),
  },
  { $id: 'Country' },
);

/** A state of a country. */
export const StateSchema = recordSchema(
  'state',
  {
    id: Type.String({ description: '`{country}-{state}`.' }),
    attributes: Type.Object({ name: Type.String(), iso_code: Type.String(), country_code: Type.String() }),
  },
  { $id: 'State' },
);

/** A city of a state. */
export const CitySchema = recordSchema(
  'city',
  { id: Type.String({ description: '`{country}-{state}-{name}`.' }), attributes: Type.Object({ name: Type.String() }) },
  { $id: 'City' },
);

/** The schemas of this module, registered with the contract. */
export const GEO_SCHEMAS = [CountrySchema, StateSchema, CitySchema];

/** Presents a country. */
export function presentCountry(c: Pick<Country, 'isoCode' | 'name' | 'flag'>) {
  return { id: c.isoCode, type: 'country' as const, attributes: { name: c.name, iso_code: c.isoCode, flag: c.flag } };
}

/** Presents a state of a country (`country` in upper case). */
export function presentState(country: string, s: Pick<State, 'isoCode' | 'name'>) {
  return {
    id: `${country}-${s.isoCode}`,
    type: 'state' as const,
    attributes: { name: s.name, iso_code: s.isoCode, country_code: country },
  };
}

/** Presents a city of a state by its name. */
export function presentCity(country: string, state: string, name: string) {
  return { id: `${country}-${state}-${name}`, type: 'city' as const, attributes: { name } };
}
