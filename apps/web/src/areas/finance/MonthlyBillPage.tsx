import { BillList } from './BillListPage.tsx';

/** /finance/monthlybill: every bill of the shop, one per month, newest first. */
export default function MonthlyBillPage() {
  return <BillList monthly />;
}
