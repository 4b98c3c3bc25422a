import { useSearchParams } from 'react-router';
import { PurchaseLimitFormPage } from './PurchaseLimitFormPage.tsx';
import { PurchaseLimitListPage } from './PurchaseLimitListPage.tsx';

/** /promotion/purchaselimit: the list, or with ?form the create (new) or edit (&id=) form. */
export default function PurchaseLimitPage() {
  const [params] = useSearchParams();
  if (params.has('form')) return <PurchaseLimitFormPage purchaseLimitId={params.get('id') ?? undefined} />;
  return <PurchaseLimitListPage />;
}
