import { lazy, type ComponentType } from 'react';
import type { RouteName } from '@tribune/domain';
import { HomePage } from '../features/home/HomePage.tsx';

/** Page component per route name; everything but home is loaded on demand. */
export const PAGES: Record<RouteName, ComponentType> = {
  home: HomePage,
  homeCategory: HomePage,
  styleguide: lazy(() => import('../features/styleguide/StyleguidePage.tsx')),
  error: lazy(() => import('../features/errors/ErrorPage.tsx')),
  staticPage: lazy(() => import('../features/static-pages/StaticPage.tsx')),
  staticPageInMenu: lazy(() => import('../features/static-pages/StaticPage.tsx')),
};
