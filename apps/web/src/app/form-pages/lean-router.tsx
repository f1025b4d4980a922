import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  createElement,
  forwardRef,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

/*
 * The part of React Router's API the form pages use, for their client only: its build points
 * `react-router` here (vite.config.ts). React Router's Link alone brings its framework mode
 * (prefetching, route modules) into a bundle, about 10 KiB gzip of the 150 a form page may load.
 * The server renders the same pages with React Router itself, so what this renders must match it:
 * a link is `<a href data-discover="true">`, and routes render no markup of their own. An export
 * missing here fails the form pages' build, not a page.
 */

type To = string | { pathname?: string; search?: string; hash?: string };
export type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };
type NavigateOptions = { replace?: boolean; state?: unknown };
type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;
export type Params = Record<string, string | undefined>;

const LocationContext = createContext<Location | null>(null);
const NavigateContext = createContext<NavigateFunction>(() => undefined);
type RouteMatch = { params: Params; outlet: ReactNode };
const RouteContext = createContext<RouteMatch>({ params: {}, outlet: null });

/** History entries keep their state where React Router keeps it (`usr`), with a key of their own. */
type HistoryState = { usr?: unknown; key?: string } | null;

const currentLocation = (): Location => {
  const state = window.history.state as HistoryState;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
};

const hrefOf = (to: To): string =>
  typeof to === 'string'
    ? to
    : `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;

/** The address bar's location, followed through links, `navigate` and the back button. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const onPopState = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const state: HistoryState = { usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10) };
    if (options.replace) window.history.replaceState(state, '', hrefOf(to));
    else window.history.pushState(state, '', hrefOf(to));
    setLocation(currentLocation());
  }, []);
  return (
    <NavigateContext.Provider value={navigate}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </NavigateContext.Provider>
  );
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation outside a router');
  return location;
}

export function useNavigate(): NavigateFunction {
  return useContext(NavigateContext);
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: replace ?? false, state });
  }, [navigate, to, replace, state]);
  return null;
}

export type PathMatch = { params: Params; pathname: string; pattern: { path: string } };

/** `pattern` (segments, `:name` parameters, a final `*`) against a whole path, case-insensitively. */
export function matchPath(pattern: string | { path: string }, pathname: string): PathMatch | null {
  const path = typeof pattern === 'string' ? pattern : pattern.path;
  const wanted = path.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  const params: Params = {};
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') {
      params['*'] = given.slice(index).map(decodeURIComponent).join('/');
      return { params, pathname, pattern: { path } };
    }
    const value = given[index];
    if (value === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return wanted.length === given.length ? { params, pathname, pattern: { path } } : null;
}

type RouteProps = { path?: string; element?: ReactNode; children?: ReactNode };

/** Declares a route for `Routes`, which reads its props; renders nothing itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

type Matched = { chain: ReactNode[]; params: Params };

/** The first route (depth first, in order) whose path matches, with the layouts around it. */
const matchRoutes = (children: ReactNode, pathname: string): Matched | null => {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child)) continue;
    const { path, element = <Outlet />, children: nested } = child.props;
    if (path === undefined) {
      const inner = matchRoutes(nested, pathname);
      if (inner) return { chain: [element, ...inner.chain], params: inner.params };
      continue;
    }
    const match = matchPath(path, pathname);
    if (match) return { chain: [element], params: match.params };
  }
  return null;
};

/** The matching route's element in its layouts' outlets; every level reads the same parameters. */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const matched = useMemo(() => matchRoutes(children, pathname), [children, pathname]);
  if (!matched) return null;
  let outlet: ReactNode = null;
  for (const element of [...matched.chain].reverse()) {
    outlet = createElement(RouteContext.Provider, { value: { params: matched.params, outlet } }, element);
  }
  return outlet;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/** A link that moves within the page's router; written as React Router writes one. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const navigate = useNavigate();
  const href = hrefOf(to);
  const handleClick = useMemo(
    () => (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || !isPlainClick(event, target)) return;
      event.preventDefault();
      navigate(to, { replace: replace ?? false, state });
    },
    [onClick, target, navigate, to, replace, state],
  );
  return <a {...rest} href={href} onClick={handleClick} ref={ref} target={target} data-discover="true" />;
});
