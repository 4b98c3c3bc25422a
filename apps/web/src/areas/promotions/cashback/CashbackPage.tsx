import { Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CASHBACK_PATH, CASHBACK_RECORDS_PATH } from '../paths.ts';
import { CashbackFormPage } from './CashbackFormPage.tsx';
import { CashbackListPage } from './CashbackListPage.tsx';
import { CashbackRecordsPage } from './CashbackRecordsPage.tsx';

/** /promotion/cashback: the rules, or ?view=records the records, or ?form the create (new) or edit (&id=) form. */
export default function CashbackPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  if (params.has('form')) return <CashbackFormPage cashbackId={params.get('id') ?? undefined} />;
  const view = params.get('view') === 'records' ? 'records' : 'rules';
  return (
    <Flex vertical gap={12}>
      <Segmented
        aria-label={t('cashback.view.label')}
        value={view}
        options={[
          { value: 'rules', label: t('cashback.view.rules') },
          { value: 'records', label: t('cashback.view.records') },
        ]}
        onChange={(v) => void navigate(v === 'records' ? CASHBACK_RECORDS_PATH : CASHBACK_PATH)}
        style={{ alignSelf: 'flex-start' }}
      />
      {view === 'records' ? <CashbackRecordsPage /> : <CashbackListPage />}
    </Flex>
  );
}
