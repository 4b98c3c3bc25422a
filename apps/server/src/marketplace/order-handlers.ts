import type { Registration } from '../envelope/handler.ts';

export const marketplaceOrderHandlers: readonly Registration[] = [];
