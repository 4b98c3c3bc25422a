import { BundleConfPage } from './BundleFormPage.tsx';

/** /promotion/mealconf?id=. */
export default BundleConfPage;
