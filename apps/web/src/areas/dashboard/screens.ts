import type { AreaScreens } from '../../shell/screen-registry.ts';

const screens: AreaScreens = {
  '/dashboard/index': () => import('./DashboardPage.tsx'),
};

export default screens;
