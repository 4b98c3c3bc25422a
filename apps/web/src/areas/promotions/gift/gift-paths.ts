// The addresses of the gift screens (route table: /promotion/gift the list, /promotion/addSet a
// new gift activity, /promotion/add?id= one to edit, /promotion/mainGoods?id= one's main goods and
// gift).

export const GIFT_LIST_PATH = '/promotion/gift';
export const GIFT_NEW_PATH = '/promotion/addSet';

/** The create form, or the edit form of one activity. */
export const giftFormPath = (giftId?: string) =>
  giftId ? `/promotion/add?id=${encodeURIComponent(giftId)}` : GIFT_NEW_PATH;

/** One activity's details: its main goods, its gift and what was given. */
export const giftDetailsPath = (giftId: string) => `/promotion/mainGoods?id=${encodeURIComponent(giftId)}`;
