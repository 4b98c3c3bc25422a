import { useSearchParams } from 'react-router';
import { PlusFormPage } from './PlusFormPage.tsx';
import { PlusListPage } from './PlusListPage.tsx';

/** /promotion/plusmember: the member offers, or with ?form the create form. */
export default function PlusMemberPage() {
  const [params] = useSearchParams();
  if (params.has('form')) return <PlusFormPage />;
  return <PlusListPage />;
}
