import type { hasSetCustomerAddress } from '@sc/contract/calls/shell.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';

export type SetupStatus = CallResponse<typeof hasSetCustomerAddress>;

/** The two pages the setup gate sends to; it never shows over them. */
export const SETUP_PAGES = { returnAddress: '/setting/returnaddress', storeSetup: '/setting/storesetup' } as const;

/** Setup is missing when there is no return address, or neither customer service nor the service rights are set. */
export function setupNeeded(status: SetupStatus): { address: boolean; service: boolean } {
  return { address: status.hasSetAddress === 'n', service: status.customerType === 'n' && status.hasRights === 'n' };
}

export function showsSetupGate(status: SetupStatus | undefined, pathname: string): boolean {
  if (!status) return false;
  const path = pathname.toLowerCase();
  if (Object.values(SETUP_PAGES).some((p) => path === p.toLowerCase())) return false;
  const needed = setupNeeded(status);
  return needed.address || needed.service;
}
