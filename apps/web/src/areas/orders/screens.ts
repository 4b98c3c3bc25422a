import type { AreaScreens } from '../../shell/screen-registry.ts';

const screens: AreaScreens = {
  '/order/index': () => import('./OrderListPage.tsx'),
  '/order/orderItem/:id': () => import('./OrderDetailPage.tsx'),
  '/order/detail': () => import('./OrderDetailPage.tsx'),
  '/order/printcoversheet': () => import('./PrintCoverSheetPage.tsx'),
  '/m/order': () => import('./MobileOrderPage.tsx'),
};

export default screens;
