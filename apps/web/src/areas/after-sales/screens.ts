import type { AreaScreens } from '../../shell/screen-registry.ts';

const detail = () => import('./AfterSaleDetailPage.tsx');

const screens: AreaScreens = {
  '/order/aftersale': () => import('./AfterSaleListPage.tsx'),
  '/order/aftersaleDetailrefund': detail,
  '/order/aftersaleDetailreturn': detail,
  '/order/aftersaleDetailexchange': detail,
};

export default screens;
