import type { AreaScreens } from '../../shell/screen-registry.ts';

const screens: AreaScreens = {
  '/shop/IllegalGoods': () => import('./ViolationListPage.tsx'),
  '/shop/inspection': () => import('./InspectionListPage.tsx'),
  '/shop/commodityinspection': () => import('./CommodityInspectionPage.tsx'),
  '/m/commodity': () => import('./MobileViolationsPage.tsx'),
};

export default screens;
