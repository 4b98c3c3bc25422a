import { hasSetCustomerAddress } from '@sc/contract/calls/shell.ts';
import { useCall } from '../../api/use-call.ts';

// What the setup gate reads (return address, customer service, rights). The screens that
// change it invalidate hasSetCustomerAddress, so the dashboard checklist and the gate see the
// change at once.

export function useSetupStatus() {
  return useCall(hasSetCustomerAddress, {}, { quiet: true, retry: false });
}
