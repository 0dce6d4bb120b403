import { Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import { createBrowserRouter, Outlet, RouterProvider, useMatches } from 'react-router';
import { NotFoundView } from '../features/common/error-view.tsx';
import { Guard } from './guard.tsx';
import { usePageTitle } from './page-title.tsx';
import { protectedRoutes, publicRoutes, type AppRoute } from './routes.tsx';
import { Shell } from './shell/shell.tsx';

function Page({ route }: { route: AppRoute }) {
  usePageTitle(route.title);
  const { Screen } = route;
  // Suspense here, not around the page: the title is set while the screen's chunk still loads.
  const screen = (
    <Suspense fallback={<LinearProgress aria-hidden />}>
      <Screen />
    </Suspense>
  );
  return route.family ? (
    <Guard family={route.family} permission={route.permission}>
      {screen}
    </Guard>
  ) : (
    screen
  );
}

function NotFound() {
  usePageTitle('title.error');
  return <NotFoundView />;
}

/** One shell for every page, so the bar and drawer stay mounted while the page changes. */
function Layout() {
  const route = (useMatches().at(-1)?.handle as { route?: AppRoute } | undefined)?.route;
  return (
    <Shell bare={route?.bare}>
      <Outlet />
    </Shell>
  );
}

// A data router: the dirty-form guard needs its navigation blocker.
const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      ...[...publicRoutes, ...protectedRoutes].map((r) => ({ path: r.path, element: <Page route={r} />, handle: { route: r } })),
      { path: '*', element: <NotFound /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
