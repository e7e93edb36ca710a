import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { geo } from './catalogue.ts';
import { CitiesQuery, CountryParams, StateParams } from './input.ts';
import { presentCity, presentCountry, presentState } from './presenter.ts';

const tags = ['countries'];

/** The lists change only with the package: a day in caches, a week stale while revalidating. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

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
        data: countries.map(presentCountry),
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
        params: CountryParams,
        response: { 200: Type.Object({ data: Type.Array(Type.Ref('State')) }), ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const country = req.params.code.toUpperCase();
      const states = await geo.statesOf(country);
      if (!states) throw new AppError('NOT_FOUND', 'This country does not exist.');
      cached(reply);
      return {
        data: states.map((s) => presentState(country, s)),
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
        params: StateParams,
        querystring: CitiesQuery,
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
        data: cities.slice(page.offset, page.offset + page.perPage).map((name) => presentCity(country, state, name)),
        meta: { total: cities.length },
      };
    },
  );
}
