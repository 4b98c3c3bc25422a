import type { AreaScreens } from '../../app/screen-registry.ts';

const screens: AreaScreens = {
  '/shop/add': () => import('./ProductAddPage.tsx'),
  '/shop/edit': () => import('./ProductEditPage.tsx'),
  '/shop/details/:id': () => import('./ProductDetailsPage.tsx'),
  '/shop/import': () => import('./ImportPage.tsx'),
  '/shop/pictureMg': () => import('./PictureManagerPage.tsx'),
};

export default screens;
