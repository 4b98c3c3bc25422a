import type { Texts } from '../locale.ts';

/** Reply texts of this area, merged into messages.ts. */
export const orderRulesMessages = {} satisfies Record<string, Texts>;
