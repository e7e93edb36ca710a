import { Type } from 'typebox';
import { PageQuery, Text } from '../../http/input.ts';

const CountryCode = Type.String({
  pattern: '^[A-Za-z]{2}$',
  description: 'ISO 3166-1 alpha-2 (either case).',
});
const StateCode = Type.String({
  pattern: '^[A-Za-z0-9]{1,4}(-[A-Za-z0-9]{1,4})?$',
  maxLength: 9,
  description: "The state's code within its country, as in the states list (iso_code).",
});

/** `/v2/countries/{code}/states`. */
export const CountryParams = Type.Object({ code: CountryCode });

/** `/v2/countries/{code}/states/{state}/cities`. */
export const StateParams = Type.Object({ code: CountryCode, state: StateCode });

/** The cities' search and page. */
export const CitiesQuery = Type.Object({ search: Type.Optional(Text({ maxLength: 100 })), ...PageQuery });
