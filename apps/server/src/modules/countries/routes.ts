import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { PageQuery, Text } from '../../http/input.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { geo } from './catalogue.ts';

const tags = ['countries'];

/** The lists change only with the package: a day in caches, a week stale while revalidating. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const CountryCode = Type.String({
  pattern: '^[A-Za-z]{2}$',
  description: 'ISO 3166-1 alpha-2 (either case).',
});
const StateCode = Type.String({
  pattern: '^[A-Za-z0-9]{1,4}(-[A-Za-z0-9]{1,4})?$',
  maxLength: 9,
  description: "The state's code within its country, as in the states list (iso_code).",
});

/** A country. */
export const CountrySchema = Type.Object(
  {
    id: Type.String({ description: 'The ISO 3166-1 alpha-2 code.' }),
    type: Type.Literal('country'),
    attributes: Type.Object({ name: Type.String(), iso_code: Type.String(), flag: Type.String() }),
  },
  { $id: 'Country' },
);

/** A state of a country. */
export const StateSchema = Type.Object(
  {
    id: Type.String({ description: '`{country}-{state}`.' }),
    type: Type.Literal('state'),
    attributes: Type.Object({ name: Type.String(), iso_code: Type.String(), country_code: Type.String() }),
  },
  { $id: 'State' },
);

/** A city of a state. */
export const CitySchema = Type.Object(
  {
    id: Type.String({ description: '`{country}-{state}-{name}`.' }),
    type: Type.Literal('city'),
    attributes: Type.Object({ name: Type.String() }),
  },
  { $id: 'City' },
);

/** The schemas of this module, registered with the contract. */
export const GEO_SCHEMAS = [CountrySchema, StateSchema, CitySchema];

const cached = (reply: FastifyReply) => reply.header('cache-control', CACHE_CONTROL);

/**
 * Countries, states and cities (docs/COMMUNITY.md "Countries"): public, the same for everybody,
 * cached for a day. Cities are paged and searchable (a state may have thousands).
 */
export async function countryRoutes(app: App): Promise<void> {
  app.get(
    '/v2/countries',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Every country, by English name',
        response: { 200: Type.Object({ data: Type.Array(Type.Ref('Country')) }), ...errorResponses(400, 401) },
      },
    },
    async (_req, reply) => {
      const countries = await geo.allCountries();
      cached(reply);
      return {
        data: countries.map((c) => ({
          id: c.isoCode,
          type: 'country' as const,
          attributes: { name: c.name, iso_code: c.isoCode, flag: c.flag },
        })),
      };
    },
  );

  app.get(
    '/v2/countries/:code/states',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A country's states (regions, provinces), by English name",
        params: Type.Object({ code: CountryCode }),
        response: { 200: Type.Object({ data: Type.Array(Type.Ref('State')) }), ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const country = req.params.code.toUpperCase();
      const states = await geo.statesOf(country);
      if (!states) throw new AppError('NOT_FOUND', 'This country does not exist.');
      cached(reply);
      return {
        data: states.map((s) => ({
          id: `${country}-${s.isoCode}`,
          type: 'state' as const,
          attributes: { name: s.name, iso_code: s.isoCode, country_code: country },
        })),
      };
    },
  );

  app.get(
    '/v2/countries/:code/states/:state/cities',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "A page of a state's cities by English name; search finds names that start with it first, then names that contain it (accents ignored)",
        params: Type.Object({ code: CountryCode, state: StateCode }),
        querystring: Type.Object({ search: Type.Optional(Text({ maxLength: 100 })), ...PageQuery }),
        response: {
          200: Type.Object({ data: Type.Array(Type.Ref('City')), meta: Type.Object({ total: Type.Integer() }) }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req, reply) => {
      const country = req.params.code.toUpperCase();
      const state = req.params.state.toUpperCase();
      const cities = await geo.citiesOf(country, state, req.query.search);
      if (!cities) throw new AppError('NOT_FOUND', 'This state does not exist.');
      const page = pageOf(req.query);
      setListHeaders(reply, page, cities.length);
      cached(reply);
      return {
        data: cities.slice(page.offset, page.offset + page.perPage).map((name) => ({
          id: `${country}-${state}-${name}`,
          type: 'city' as const,
          attributes: { name },
        })),
        meta: { total: cities.length },
      };
    },
  );
}
