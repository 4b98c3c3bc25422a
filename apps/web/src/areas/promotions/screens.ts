import type { AreaScreens } from '../../shell/screen-registry.ts';

const screens: AreaScreens = {
  '/promotion/coupon': () => import('./CouponListPage.tsx'),
  '/promotion/createCoupon': () => import('./CreateCouponPage.tsx'),
  '/promotion/couponDetails': () => import('./CouponDetailsPage.tsx'),
  '/promotion/activity': () => import('./activities/ActivityListPage.tsx'),
  '/promotion/specialOffer': () => import('./activities/ActivityFormPage.tsx'),
  '/promotion/selectactiveitem/:id': () => import('./activities/ActivityItemsPage.tsx'),
  '/promotion/fullscale': () => import('./fullscale/FullscalePage.tsx'),
  '/promotion/detailsData/:id': () => import('./results/ResultsPage.tsx'),
  '/activityreport/marketingtools': () => import('./results/ToolsHubPage.tsx'),
  '/promotion/purchaselimit': () => import('./limits/PurchaseLimitPage.tsx'),
  '/promotion/cashback': () => import('./cashback/CashbackPage.tsx'),
  '/promotion/pricincrease': () => import('./addon/AddonPage.tsx'),
  '/promotion/setmeal': () => import('./bundle/BundleListPage.tsx'),
  '/promotion/addSetMeal': () => import('./bundle/NewBundlePage.tsx'),
  '/promotion/mealconf': () => import('./bundle/BundleConfPage.tsx'),
  '/promotion/attention': () => import('./attention/AttentionPage.tsx'),
  '/promotion/plusmember': () => import('./plusmember/PlusMemberPage.tsx'),
  '/promotion/gift': () => import('./gift/GiftListPage.tsx'),
  '/promotion/addSet': () => import('./gift/GiftFormPage.tsx'),
  '/promotion/add': () => import('./gift/GiftFormPage.tsx'),
  '/promotion/mainGoods': () => import('./gift/GiftDetailsPage.tsx'),
  '/activityreport/seckill/:modeId': () => import('./seckill/SeckillPage.tsx'),
  '/activityreport/addSeckill/:modeId': () => import('./seckill/AddSeckillPage.tsx'),
  '/activityreport/fansmarketing': () => import('./fans/FansPage.tsx'),
  '/activityreport/sendmessageform': () => import('./fans/SendMessagePage.tsx'),
  '/activityreport/tPaylaterActivity/:modeId': () => import('./paylater/PaylaterListPage.tsx'),
  '/activityreport/addtPaylaterActivity/:modeId': () => import('./paylater/PaylaterFormPage.tsx'),
};

export default screens;
