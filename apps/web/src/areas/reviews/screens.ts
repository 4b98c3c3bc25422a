import type { AreaScreens } from '../../shell/screen-registry.ts';

const screens: AreaScreens = {
  '/shop/evaluate': () => import('./ReviewListPage.tsx'),
  '/shop/evaluateReply': () => import('./ReviewReplyPage.tsx'),
  '/shop/evaluateDetails': () => import('./ReviewDetailsPage.tsx'),
};

export default screens;
