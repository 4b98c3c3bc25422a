import type { AreaScreens } from '../../shell/screen-registry.ts';

const screens: AreaScreens = {
  '/finance/index': () => import('./BillListPage.tsx'),
  '/finance/monthlybill': () => import('./MonthlyBillPage.tsx'),
  '/finance/billingdetails/:billId': () => import('./BillDetailPage.tsx'),
  '/finance/merchant/trade/list': () => import('./TradeListPage.tsx'),
  '/finance/serviceslikebillingdetails/:settlementId': () => import('./InvoicePage.tsx'),
  '/finance/logisticsorderdetails/:settlementId': () => import('./ExpressBillPage.tsx'),
};

export default screens;
