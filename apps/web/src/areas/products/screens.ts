import type { AreaScreens } from '../../app/screen-registry.ts';

const screens: AreaScreens = {
  '/shop/index': () => import('./ProductListPage.tsx'),
  '/shop/recover': () => import('./RecycleBinPage.tsx'),
  '/shop/slowerOffTheShelf': () => import('./ShelfRemovalPage.tsx'),
};

export default screens;
