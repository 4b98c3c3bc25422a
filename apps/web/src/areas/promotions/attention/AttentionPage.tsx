import { useSearchParams } from 'react-router';
import { AttentionFormPage } from './AttentionFormPage.tsx';
import { AttentionListPage } from './AttentionListPage.tsx';

/** /promotion/attention: the follow coupons, or with ?form the create form. */
export default function AttentionPage() {
  const [params] = useSearchParams();
  if (params.has('form')) return <AttentionFormPage />;
  return <AttentionListPage />;
}
