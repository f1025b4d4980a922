import { renderToString } from 'react-dom/server';
import {
  Link as RouterLink,
  Outlet as RouterOutlet,
  Route as RouterRoute,
  Routes as RouterRoutes,
  StaticRouter,
  useParams as useRouterParams,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from './lean-router.tsx';

// The form pages' client renders with this router what the server rendered with React Router:
// the same markup for the same routes and links.

function ShowParams({ useIt }: { useIt: () => Record<string, string | undefined> }) {
  return <p>{JSON.stringify(useIt())}</p>;
}

const at = (path: string) => window.history.replaceState(null, '', path);

/** Each location the router shows (path, query and state), and its navigate function. */
const seen: string[] = [];
let go: ReturnType<typeof useNavigate> = () => undefined;
function Spy() {
  const location = useLocation();
  go = useNavigate();
  seen.push(`${location.pathname}${location.search} ${JSON.stringify(location.state)}`);
  return null;
}

describe('the form pages’ router', () => {
  it('matches paths as React Router does', () => {
    expect(matchPath('/endorsement/:endorsementId', '/endorsement/a%20b')?.params).toEqual({
      endorsementId: 'a b',
    });
    expect(matchPath('/login', '/Login/')).not.toBeNull();
    expect(matchPath('/login', '/login/more')).toBeNull();
    expect(matchPath('*', '/any/where')?.params).toEqual({ '*': 'any/where' });
  });

  it('renders layouts, pages and links exactly as React Router does', () => {
    const tree = (R: {
      Routes: typeof Routes;
      Route: typeof Route;
      Outlet: typeof Outlet;
      Link: typeof Link;
      useParams: typeof useParams;
    }) => (
      <R.Routes>
        <R.Route
          element={
            <main>
              <R.Link to="/login" aria-label="home" className="logo">
                Hirelane
              </R.Link>
              <R.Outlet />
            </main>
          }
        >
          <R.Route
            path="/login"
            element={<R.Link to={{ pathname: '/signup', search: '?x=1' }}>Sign up</R.Link>}
          />
          <R.Route path="/endorsement/:endorsementId" element={<ShowParams useIt={R.useParams} />} />
        </R.Route>
        <R.Route path="*" element={<p>elsewhere</p>} />
      </R.Routes>
    );
    const router = {
      Routes: RouterRoutes,
      Route: RouterRoute,
      Outlet: RouterOutlet,
      Link: RouterLink,
      useParams: useRouterParams,
    } as unknown as Parameters<typeof tree>[0];
    const ours = { Routes, Route, Outlet, Link, useParams };
    for (const path of ['/login', '/endorsement/abc', '/board']) {
      at(path);
      expect(renderToString(<BrowserRouter>{tree(ours)}</BrowserRouter>), path).toBe(
        renderToString(<StaticRouter location={path}>{tree(router)}</StaticRouter>),
      );
    }
  });

  it('follows links, navigate (with state) and Navigate in the address bar', async () => {
    at('/login');
    const { render, act, screen } = await import('@testing-library/react');
    render(
      <BrowserRouter>
        <Spy />
        <Routes>
          <Route path="/login" element={<Link to="/signup">Sign up</Link>} />
          <Route path="/signup" element={<p>signup</p>} />
          <Route path="/forgot-password" element={<Navigate to="/login?again=1" replace />} />
        </Routes>
      </BrowserRouter>,
    );
    act(() => screen.getByRole('link', { name: 'Sign up' }).click());
    expect(window.location.pathname).toBe('/signup');
    act(() => go('/forgot-password', { state: { email: 'kari@example.test' } }));
    await screen.findByRole('link', { name: 'Sign up' });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?again=1');
    expect(seen).toContain('/forgot-password {"email":"kari@example.test"}');
  });
});
