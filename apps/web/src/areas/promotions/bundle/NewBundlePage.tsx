import { NewBundlePage } from './BundleFormPage.tsx';

/** /promotion/addSetMeal. */
export default NewBundlePage;
