import type { AreaScreens } from '../../app/screen-registry.ts';

const screens: AreaScreens = {
  '/setting/returnaddress': () => import('./ReturnAddressPage.tsx'),
  '/setting/storesetup': () => import('./StoreSetupPage.tsx'),
};

export default screens;
