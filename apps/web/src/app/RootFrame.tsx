import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Every screen's frame: back to the top on each navigation (spec section 2). */
export function RootFrame() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return <Outlet />;
}
