import type { Registration } from '../../envelope/handler.ts';

export const shippingHandlers: readonly Registration[] = [];
