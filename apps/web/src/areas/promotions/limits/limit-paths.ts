// The addresses of the purchase-limit screens (route table: /promotion/purchaselimit; the form is
// the same route with ?form, and ?form&id= to edit one).

export const LIMIT_LIST_PATH = '/promotion/purchaselimit';

export const limitFormPath = (purchaseLimitId?: string) =>
  purchaseLimitId
    ? `${LIMIT_LIST_PATH}?form=edit&id=${encodeURIComponent(purchaseLimitId)}`
    : `${LIMIT_LIST_PATH}?form=new`;
