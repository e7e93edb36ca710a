import { defineModule } from '../../platform/module.ts';
import { countryRoutes, GEO_SCHEMAS } from './routes.ts';

export { geo } from './catalogue.ts';

/** Countries, states and cities (English names). */
export const countriesModule = defineModule({ name: 'countries', schemas: GEO_SCHEMAS, routes: [countryRoutes] });
