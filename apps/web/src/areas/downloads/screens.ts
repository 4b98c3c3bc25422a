import type { AreaScreens } from '../../shell/screen-registry.ts';

// The route table names it /dashboard/downloadcenter (route table) and /dashboard/downloadCenter
// (top bar); the router matches paths without regard to case, so both open this screen.
const screens: AreaScreens = {
  '/dashboard/downloadcenter': () => import('./DownloadCenterPage.tsx'),
};

export default screens;
