import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// NProgress's own template marks the bar role="bar", which is no ARIA role (axe flags it while
// a navigation is slow enough for the bar to show); the bar is decoration, so hide it instead.
NProgress.configure({
  showSpinner: false,
  minimum: 0.12,
  trickleSpeed: 150,
  barSelector: '.bar',
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
});

interface RouterLike {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe(fn: (state: RouterLike['state']) => void): () => void;
}

/** The bar at the top while a navigation (loaders, screen chunks) is under way: no spinner. */
export function trackNavigationProgress(router: RouterLike): () => void {
  const update = (state: RouterLike['state']) => {
    if (!state.initialized || state.navigation.state !== 'idle') NProgress.start();
    else NProgress.done();
  };
  update(router.state);
  return router.subscribe(update);
}
