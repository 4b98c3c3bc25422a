import { describe, expect, it } from 'vitest';
import { setupNeeded, showsSetupGate } from './setup-needed.ts';

const status = (hasSetAddress: 'y' | 'n', customerType: 'y' | 'n', hasRights: 'y' | 'n') => ({
  hasSetAddress,
  customerType,
  hasRights,
});

describe('setup gate', () => {
  it('shows without a return address', () => {
    expect(showsSetupGate(status('n', 'y', 'y'), '/dashboard/index')).toBe(true);
    expect(setupNeeded(status('n', 'y', 'y'))).toEqual({ address: true, service: false });
  });

  it('shows when neither customer service nor rights are set', () => {
    expect(showsSetupGate(status('y', 'n', 'n'), '/order/index')).toBe(true);
    expect(showsSetupGate(status('y', 'y', 'n'), '/order/index')).toBe(false);
    expect(showsSetupGate(status('y', 'n', 'y'), '/order/index')).toBe(false);
  });

  it('never over the return-address and store-setup pages', () => {
    expect(showsSetupGate(status('n', 'n', 'n'), '/setting/returnaddress')).toBe(false);
    expect(showsSetupGate(status('n', 'n', 'n'), '/setting/storesetup')).toBe(false);
    expect(showsSetupGate(status('n', 'n', 'n'), '/setting/brandSetting')).toBe(true);
  });

  it('not before the status is known', () => {
    expect(showsSetupGate(undefined, '/dashboard/index')).toBe(false);
  });
});
