import type { Texts } from '../locale.ts';

/** Reply texts of this area, merged into messages.ts. */
export const shippingMessages = {} satisfies Record<string, Texts>;
