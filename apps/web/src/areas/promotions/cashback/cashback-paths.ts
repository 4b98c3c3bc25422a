// The addresses of the cashback screens (route table: /promotion/cashback; the form is the same
// route with ?form, and ?form&id= to edit one; the records are ?view=records).

export const CASHBACK_PATH = '/promotion/cashback';
export const CASHBACK_RECORDS_PATH = `${CASHBACK_PATH}?view=records`;

export const cashbackFormPath = (cashbackId?: string) =>
  cashbackId ? `${CASHBACK_PATH}?form=edit&id=${encodeURIComponent(cashbackId)}` : `${CASHBACK_PATH}?form=new`;
