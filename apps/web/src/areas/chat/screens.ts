import type { AreaScreens } from '../../shell/screen-registry.ts';

const screens: AreaScreens = {
  '/im': () => import('./ChatWorkbenchPage.tsx'),
};

export default screens;
