import { useSearchParams } from 'react-router';
import { FullscaleFormPage } from './FullscaleFormPage.tsx';
import { FullscaleListPage } from './FullscaleListPage.tsx';

/** /promotion/fullscale: the list, or with ?form the create (new) or edit (&id=) form. */
export default function FullscalePage() {
  const [params] = useSearchParams();
  if (params.has('form')) return <FullscaleFormPage fullscaleId={params.get('id') ?? undefined} />;
  return <FullscaleListPage />;
}
