import { createBrowserRouter } from 'react-router';
import { trackNavigationProgress } from './navigation-progress.ts';
import { RootFrame } from './RootFrame.tsx';
import { RouteError } from './RouteError.tsx';
import { buildRoutes } from './routes/build-routes.tsx';

const Blank = () => null;

/** The one router (history paths); created at load so its first loaders start at once. */
export const router = createBrowserRouter([
  { id: 'root', Component: RootFrame, ErrorBoundary: RouteError, HydrateFallback: Blank, children: buildRoutes() },
]);

trackNavigationProgress(router);
