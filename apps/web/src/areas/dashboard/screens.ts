import type { AreaScreens } from '../../app/screen-registry.ts';

const screens: AreaScreens = {
  '/dashboard/index': () => import('./DashboardPage.tsx'),
};

export default screens;
