import type { AreaScreens } from '../../shell/screen-registry.ts';

const screens: AreaScreens = {
  '/setting/returnaddress': () => import('./ReturnAddressPage.tsx'),
  '/setting/storesetup': () => import('./StoreSetupPage.tsx'),
};

export default screens;
