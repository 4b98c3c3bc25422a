import { accountHandlers } from './areas/account/handlers.ts';
import { dashboardHandlers } from './areas/dashboard/handlers.ts';
import { referenceHandlers } from './areas/reference/handlers.ts';
import { settingsHandlers } from './areas/settings/handlers.ts';
import { shellHandlers } from './areas/shell/handlers.ts';
import type { Registration } from './envelope/handler.ts';

/** Every area's handlers; the router pairs them with the catalogue by path. */
export const registrations: readonly Registration[] = [
  ...accountHandlers,
  ...shellHandlers,
  ...settingsHandlers,
  ...referenceHandlers,
  ...dashboardHandlers,
];
