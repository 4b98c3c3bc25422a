export const ABNORMAL_ORDER_PATH = '/order/abnormalOrder';
export const APPEAL_LIST_PATH = '/order/orderAppealList';
/** The complaint form for one abnormal order. */
export const appealPath = (orderId: string) => `/order/orderAppeal?orderId=${encodeURIComponent(orderId)}`;
