// The addresses of the bundle screens (route table): the list /promotion/setmeal, a new bundle at
// /promotion/addSetMeal, and one bundle's configuration at /promotion/mealconf?id=.

export const BUNDLE_LIST_PATH = '/promotion/setmeal';
export const BUNDLE_NEW_PATH = '/promotion/addSetMeal';

/** One bundle's configuration: edited before its start, read after. */
export const bundleConfPath = (bundleId: string) => `/promotion/mealconf?id=${encodeURIComponent(bundleId)}`;
