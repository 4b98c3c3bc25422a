import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MayOpenContext } from '../components/access/may-open.ts';
import { useRouteAccess } from './routes/may-open.ts';

/** Every screen's frame: back to the top on each navigation, and who may open what. */
export function RootFrame() {
  const { pathname, search } = useLocation();
  const mayOpen = useRouteAccess();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return (
    <MayOpenContext value={mayOpen}>
      <Outlet />
    </MayOpenContext>
  );
}
