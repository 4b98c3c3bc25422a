import type { AreaScreens } from '../../shell/screen-registry.ts';

// Advertising (/activityreport/advertising and its screens, product-spec §2).
const screens: AreaScreens = {
  '/activityreport/advertising': () => import('./AdvertisingPage.tsx'),
  '/activityreport/open': () => import('./OpenAccountPage.tsx'),
  '/activityreport/result': () => import('./RechargeResultPage.tsx'),
  '/activityreport/shopDetails': () => import('./TransactionRecordsPage.tsx'),
  '/activityreport/transactionRecords': () => import('./TransactionRecordsPage.tsx'),
  '/activityreport/add': () => import('./PlanFormPage.tsx'),
  '/activityreport/editShopAd': () => import('./PlanFormPage.tsx'),
  '/activityreport/detail': () => import('./PlanDetailsPage.tsx'),
  '/activityreport/advertisingplandetails/:codPlanId': () => import('./PlanDetailsPage.tsx'),
  '/activityreport/keyword': () => import('./KeywordPage.tsx'),
  '/activityreport/advertisingsubmissionlist': () => import('./BrandListPage.tsx'),
  '/activityreport/advertisingsubmissiondetails/:codReportId': () => import('./BrandDetailsPage.tsx'),
  '/activityreport/advertisingregistration/:codReportId': () => import('./BrandRegistrationPage.tsx'),
};

export default screens;
