import type { AreaScreens } from '../../shell/screen-registry.ts';

const screens: AreaScreens = {
  '/setting/freighttemplate': () => import('./FreightTemplatePage.tsx'),
  '/setting/logisticsConfiguration': () => import('./LogisticsConfigPage.tsx'),
  '/order/pickupCode': () => import('./PickupCodePage.tsx'),
  '/order/parcels': () => import('./parcels/ParcelListPage.tsx'),
};

export default screens;
