/**
 * The shape of a server module (docs/ARCHITECTURE.md "Server modules"): each folder under
 * `modules/` has one front door, its `index.ts`, that exports a `TribuneModule` and whatever else
 * other modules may use of it. The app lists the modules (app.ts) and runs them in three passes:
 * every module's `setup` in the list's order (services built from the ports they declare, then
 * decorated on the app), the contract (every module's `schemas`), every module's `routes`, and
 * last the `mount` of the modules that answer what no route does (the web app).
 */
import type { TSchema } from 'typebox';
import type { Identity } from '@tribune/identity';
import type { App } from '../app-types.ts';
import type { BuildOptions } from '../app.ts';

/** What the platform step opened, for the modules' setup. */
export interface PlatformParts {
  /** The options the app was built with. */
  opts: BuildOptions;
  /** The database was opened by the app (not handed in): an embedded one is this process's alone. */
  ownsDatabase: boolean;
  /** The embedded identity service, when this process runs it. */
  identity?: Identity;
}

/** A route plugin of a module, registered in its own scope. */
export type RoutePlugin = (app: App) => Promise<void>;

/** A server module as the app sees it: its name, its setup, its contract schemas and its routes. */
export interface TribuneModule {
  /** The folder's name. */
  readonly name: string;
  /**
   * Builds the module's services from its ports (the platform's parts and the decorations of the
   * modules before it in the app's list) and decorates the app with what it offers the others.
   * A port to a module later in the list is a function that reads that decoration when called.
   */
  readonly setup?: (app: App, platform: PlatformParts) => void | Promise<void>;
  /** The schemas its routes refer to by `$id`: the contract's components. */
  readonly schemas?: readonly TSchema[];
  /** Its route plugins, each registered in a scope of its own. */
  readonly routes?: readonly RoutePlugin[];
  /**
   * Mounted on the root app after every module's routes and the identity's pages: the web app's
   * navigations and its not-found handler, which must see every route before them.
   */
  readonly mount?: (app: App) => Promise<void>;
}

/** Declares a module (an identity function that checks the shape). */
export function defineModule(module: TribuneModule): TribuneModule {
  return module;
}
