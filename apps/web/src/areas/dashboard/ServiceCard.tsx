import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import { chatServiceStatistics } from '@sc/contract/calls/chat.ts';
import { CHAT_WINDOW_DAYS } from '@sc/contract/chat.ts';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCall } from '../../api/use-call.ts';
import { formatDuration } from '../../format/duration.ts';
import { formatNumber, NO_NUMBER } from '../../format/number-format.ts';
import { useSession } from '../../session/session.ts';

/** The main account (acctType 1) and customer-service staff see the chat's figures (product-spec §6). */
const MAIN_ACCOUNT = 1;

/**
 * The customer service of the last 10 days on the home page: response rate, average first
 * response and average rating (/oms/cos/im/service/statistics), linking to the /im workbench.
 */
export function ServiceCard() {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
  const staff = !!user && (user.acctType === MAIN_ACCOUNT || user.flgCustService === 'y');
  const figures = useCall(chatServiceStatistics, {}, { enabled: staff, quiet: true, retry: false });
  if (!staff || figures.isError) return null;
  const f = figures.data?.shop;
  return (
    <Card
      title={
        <span>
          <CustomerServiceOutlined aria-hidden /> {t('service.title', { days: CHAT_WINDOW_DAYS })}
        </span>
      }
      extra={
        <Link to="/im" target="_blank" rel="noopener" data-testid="service-card-link">
          {t('service.open')}
        </Link>
      }
      loading={figures.isLoading}
      data-testid="service-card"
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Statistic
            title={t('service.responseRate')}
            value={f?.responseRate === null || !f ? NO_NUMBER : `${formatNumber(f.responseRate)}%`}
          />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic title={t('service.firstResponse')} value={formatDuration(f?.avgFirstResponseMs)} />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic
            title={t('service.rating')}
            value={
              f?.ratingAverage === null || !f
                ? NO_NUMBER
                : `★${formatNumber(f.ratingAverage)} (${t('service.ratings', { count: f.ratingCount })})`
            }
          />
        </Col>
      </Row>
    </Card>
  );
}
