import type { AreaScreens } from '../../shell/screen-registry.ts';

/** The always-available screens (the store-entry form is another area's). */
const screens: AreaScreens = {
  '/login': { load: () => import('./LoginPage.tsx'), plain: true },
  '/register': () => import('./RegisterPage.tsx'),
  '/resetpassword': () => import('./ResetPasswordPage.tsx'),
  '/checkEmail': () => import('./CheckEmailPage.tsx'),
  '/selectshop': () => import('./SelectShopPage.tsx'),
  '/storeentrylist': () => import('./StoreEntryListPage.tsx'),
  '/agreement': () => import('./AgreementPage.tsx'),
};

export default screens;
