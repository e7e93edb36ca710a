import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { firstViewLeft } from './hydration.ts';

/**
 * The app's router: the browser history and links, nothing else. Which page a path shows is
 * decided by the shared route matcher of `@tribune/domain` (the server uses the same one), so the
 * app needs no route table here: one location, links that push to it, and a static location for
 * server rendering. It keeps the small part of react-router's API the app used (docs/DECISIONS.md
 * "Less JavaScript on the first view": react-router was 30 kB of the first view's 160 kB).
 */

/** Where the app is: the parts of the URL after the origin, and the state a link passed along. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Differs for every history entry (also for two visits of the same path). */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A path, or its parts (a missing pathname is the current one). */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export type NavigateFunction = (to: To, options?: NavigateOptions) => Promise<void>;

function toHref(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

interface RouterValue {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);

interface HistoryState {
  usr?: unknown;
  key?: string;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state ?? null) as HistoryState | null;
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

function parsePath(to: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The browser's router: follows `history` (links, back and forward). */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState<Location>(readLocation);

  useEffect(() => {
    const onPop = () => {
      firstViewLeft();
      startTransition(() => setLocation(readLocation()));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    const target = new URL(toHref(to), window.location.href);
    if (target.origin !== window.location.origin) {
      window.location.assign(target.href);
      return Promise.resolve();
    }
    const state: HistoryState = { usr: options.state ?? null, key: newKey() };
    const href = `${target.pathname}${target.search}${target.hash}`;
    if (options.replace) window.history.replaceState(state, '', href);
    else window.history.pushState(state, '', href);
    firstViewLeft();
    startTransition(() => setLocation(readLocation()));
    return Promise.resolve();
  }, []);

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A fixed location, for server rendering: navigating is not possible while a page is rendered there. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterValue>(
    () => ({
      location: { ...parsePath(location), state: null, key: 'default' },
      navigate: () => Promise.resolve(),
    }),
    [location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('The router is missing: render inside BrowserRouter or StaticRouter');
  return value;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

type SetSearchParams = (
  next: URLSearchParams | ((previous: URLSearchParams) => URLSearchParams),
  options?: NavigateOptions,
) => void;

/** The query string as URLSearchParams, and a setter that navigates to the same path with new ones. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback<SetSearchParams>(
    (next, options) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
      const search = value.toString();
      void navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, options);
    },
    [location.pathname, location.search, location.hash, navigate],
  );
  return [params, set];
}

/** Redirects once rendered (in an effect, as a render must not navigate). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  // A layout effect: the page it leaves is never painted.
  useLayoutEffect(() => {
    void navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export interface LinkProps extends AnchorProps {
  to: string;
  replace?: boolean;
  state?: unknown;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self') &&
    !event.currentTarget.hasAttribute('download')
  );
}

/** A link inside the app: a real `<a href>` (works without JavaScript, opens in a new tab), pushed on a plain click. */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        const target = new URL(to, window.location.href);
        if (target.origin !== window.location.origin) return;
        event.preventDefault();
        void navigate(to, { replace, state });
      }}
    />
  );
}

/** A menu link: `aria-current="page"` and the class `active` while its path is the current one. */
export function NavLink({ to, className, end, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = parsePath(to).pathname;
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const active = end
    ? strip(pathname) === strip(target)
    : strip(pathname) === strip(target) || pathname.startsWith(`${strip(target)}/`);
  return (
    <Link
      {...props}
      to={to}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
