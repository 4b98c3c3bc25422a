import { useSyncExternalStore } from 'react';

/** Below this width (a phone) the side menu becomes a drawer opened from the top bar. */
export const NARROW_BELOW_PX = 768;

const QUERY = `(max-width: ${NARROW_BELOW_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** The window is narrower than NARROW_BELOW_PX (read at once, so the first render is already right). */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
