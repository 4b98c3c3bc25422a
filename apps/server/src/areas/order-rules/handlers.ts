import type { Registration } from '../../envelope/handler.ts';

export const orderRulesHandlers: readonly Registration[] = [];
