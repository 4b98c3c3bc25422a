// The settings area's face: what other areas may use (return addresses for a return or a
// logistics choice, the setup status for the dashboard's checklist). Nothing else of
// settings is imported from outside it.
export { type ReturnAddress, useReturnAddresses } from './return-address-queries.ts';
export { useSetupStatus } from './setup-status.ts';
