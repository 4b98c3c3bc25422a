import type { AreaScreens } from '../../shell/screen-registry.ts';

const screens: AreaScreens = {
  '/order/abnormalOrder': () => import('./AbnormalOrderPage.tsx'),
  '/order/orderAppeal': () => import('./AppealFormPage.tsx'),
  '/order/orderAppealList': () => import('./AppealListPage.tsx'),
};

export default screens;
