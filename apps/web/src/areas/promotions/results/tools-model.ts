import { PROMOTION_TOOLS } from '@sc/contract/results.ts';

type Tool = (typeof PROMOTION_TOOLS)[number];

/** The hub's tools that the user may open, in the hub's order (a sub-account sees only its own). */
export function toolsFor(mayOpen: (path: string) => boolean): Tool[] {
  return PROMOTION_TOOLS.filter(({ path }) => mayOpen(path));
}
