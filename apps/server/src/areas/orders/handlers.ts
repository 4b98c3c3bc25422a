import type { Registration } from '../../envelope/handler.ts';

export const ordersHandlers: readonly Registration[] = [];
