import { useSearchParams } from 'react-router';
import { AddonFormPage } from './AddonFormPage.tsx';
import { AddonListPage } from './AddonListPage.tsx';

/** /promotion/pricincrease: the list, or with ?form the create (new) or edit (&id=) form. */
export default function AddonPage() {
  const [params] = useSearchParams();
  if (params.has('form')) return <AddonFormPage addonId={params.get('id') ?? undefined} />;
  return <AddonListPage />;
}
