// The addresses of the discount screens (route table: /promotion/activity, specialOffer,
// selectactiveitem/:id).

export const ACTIVITY_LIST_PATH = '/promotion/activity';
export const ACTIVITY_FORM_PATH = '/promotion/specialOffer';

/** The create form, or the edit form of one activity. */
export const activityFormPath = (activityId?: string) =>
  activityId ? `${ACTIVITY_FORM_PATH}?id=${encodeURIComponent(activityId)}` : ACTIVITY_FORM_PATH;

/** The product and price screen of one activity. */
export const activityItemsPath = (activityId: string) =>
  `/promotion/selectactiveitem/${encodeURIComponent(activityId)}`;
