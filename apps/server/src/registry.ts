import { accountHandlers } from './areas/account/handlers.ts';
import { shellHandlers } from './areas/shell/handlers.ts';
import type { Registration } from './envelope/handler.ts';

/** Every area's handlers; the router pairs them with the catalogue by path. */
export const registrations: readonly Registration[] = [...accountHandlers, ...shellHandlers];
