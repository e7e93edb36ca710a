import { defineModule } from '../../platform/module.ts';
import { GEO_SCHEMAS } from './presenter.ts';
import { countryRoutes } from './routes.ts';

export { geo } from './catalogue.ts';

/** Countries, states and cities (English names). */
export const countriesModule = defineModule({ name: 'countries', schemas: GEO_SCHEMAS, routes: [countryRoutes] });
