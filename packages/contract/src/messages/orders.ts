import type { Texts } from '../locale.ts';

/** Reply texts of this area, merged into messages.ts. */
export const ordersMessages = {} satisfies Record<string, Texts>;
