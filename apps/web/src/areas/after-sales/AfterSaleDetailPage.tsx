import { afterSaleDetailInquiry, caseNumber } from '@sc/contract/calls/after-sales.ts';
import { Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useCall } from '../../api/use-call.ts';
import { CaseView } from './CaseView.tsx';
import { AFTER_SALE_LIST_PATH, afterSaleDetailPath, typeOfDetailPath } from './paths.ts';

/**
 * /order/aftersaleDetailrefund, …return and …exchange (?caseId=): one request with everything
 * the shop may do with it. A case opened under another type's route moves to its own.
 */
export default function AfterSaleDetailPage() {
  // The orders namespace names carriers and payment methods.
  const { t } = useTranslation(['after-sales', 'orders']);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const caseId = (params.get('caseId') ?? '').trim();
  const valid = caseNumber.safeParse(caseId).success;
  const detail = useCall(
    afterSaleDetailInquiry,
    { caseId },
    {
      quiet: true,
      enabled: valid,
      retry: false,
    },
  );

  if (!valid) return <Missing text={t('detail.missing')} />;
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!detail.data) {
    // A transport fault says so; any refusal means the case is not one of this shop's.
    const error = detail.error;
    const transport = error instanceof ApiError && error.handling === 'transport';
    return <Missing text={transport ? error.replyText : t('detail.notFound')} />;
  }
  const routeType = typeOfDetailPath(pathname);
  if (routeType !== detail.data.type) return <Navigate replace to={afterSaleDetailPath(detail.data.type, caseId)} />;
  return <CaseView detail={detail.data} />;
}

function Missing({ text }: { text: string }) {
  const { t } = useTranslation('after-sales');
  return (
    <Card>
      <Empty description={text}>
        <Link to={AFTER_SALE_LIST_PATH}>{t('detail.back')}</Link>
      </Empty>
    </Card>
  );
}
