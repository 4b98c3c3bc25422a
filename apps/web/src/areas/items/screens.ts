import type { AreaScreens } from '../../shell/screen-registry.ts';

const screens: AreaScreens = {
  // The product lists.
  '/shop/index': () => import('./list/ProductListPage.tsx'),
  '/shop/recover': () => import('./list/RecycleBinPage.tsx'),
  '/shop/slowerOffTheShelf': () => import('./list/ShelfRemovalPage.tsx'),
  // The product form, details, import and pictures.
  '/shop/add': () => import('./form/ProductAddPage.tsx'),
  '/shop/edit': () => import('./form/ProductEditPage.tsx'),
  '/shop/details/:id': () => import('./form/ProductDetailsPage.tsx'),
  '/shop/import': () => import('./form/ImportPage.tsx'),
  '/shop/pictureMg': () => import('./form/PictureManagerPage.tsx'),
  // How the shop looks to buyers, until the shop's public page exists.
  '/shop/preview': () => import('./list/StorePreviewPage.tsx'),
};

export default screens;
