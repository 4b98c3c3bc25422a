import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ showSpinner: false, minimum: 0.12, trickleSpeed: 150 });

interface RouterLike {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe(fn: (state: RouterLike['state']) => void): () => void;
}

/** The bar at the top while a navigation (loaders, screen chunks) is under way: no spinner (spec section 2). */
export function trackNavigationProgress(router: RouterLike): () => void {
  const update = (state: RouterLike['state']) => {
    if (!state.initialized || state.navigation.state !== 'idle') NProgress.start();
    else NProgress.done();
  };
  update(router.state);
  return router.subscribe(update);
}
