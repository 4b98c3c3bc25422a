import type { AreaScreens } from '../../shell/screen-registry.ts';

const screens: AreaScreens = {
  '/setting/brandSetting': () => import('./BrandSettingPage.tsx'),
  '/setting/addBrandSetting': () => import('./BrandApplyPage.tsx'),
  '/setting/editBrandSetting': () => import('./BrandApplyPage.tsx'),
};

export default screens;
