import { advBrandStatisticsExport } from '@sc/contract/calls/ad-reports.ts';
import { Alert, Button, Card, Descriptions, Empty, Flex, Image, List, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../api/client.ts';
import { ExportButton } from '../../components/export/ExportButton.tsx';
import { ProductPhoto } from '../../components/media/ProductPhoto.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { AdFigures } from './AdFigures.tsx';
import { BRAND_LIST_PATH } from './ad-paths.ts';
import { BrandActions, BrandDays, BrandState } from './BrandBits.tsx';
import { useBrandAd } from './brand-queries.ts';

const NOTICE = { pending: 'info', approved: 'success', rejected: 'error', revoked: 'warning' } as const;

/**
 * /activityreport/advertisingsubmissiondetails/{codReportId}: one brand-ad submission, its review
 * (the operator's reason when rejected), its creative and products, and once running its figures
 * per day.
 */
export default function BrandDetailsPage() {
  const { t } = useTranslation('advertising');
  const navigate = useNavigate();
  const { codReportId } = useParams();
  const ad = useBrandAd(codReportId ?? '');
  const back = (
    <Button size="small" onClick={() => void navigate(BRAND_LIST_PATH)}>
      {t('brand.detail.back')}
    </Button>
  );
  if (ad.isError) return <Result status="warning" title={t('brand.detail.missing')} extra={back} />;
  const a = ad.data;
  if (!a) return <Skeleton active />;
  return (
    <Flex vertical gap={16}>
      <Card title={<h2>{a.headline}</h2>}>
        <Alert
          type={NOTICE[a.state]}
          showIcon
          style={{ marginBottom: 16 }}
          title={t(`brand.detail.${a.state}`, { reason: a.reason ?? '' })}
        />
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <BrandActions ad={a} />
          {back}
        </Flex>
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={t('brand.slot')}>{t(`brand.mode.${a.modeId}`)}</Descriptions.Item>
          <Descriptions.Item label={t('brand.state')}>
            <BrandState ad={a} />
          </Descriptions.Item>
          <Descriptions.Item label={t('brand.days')}>
            <BrandDays ad={a} />
          </Descriptions.Item>
          <Descriptions.Item label={t('brand.cost')}>{formatBaht(a.cost)}</Descriptions.Item>
          <Descriptions.Item label={t('brand.detail.submittedAt')}>{formatDateTime(a.submittedAt)}</Descriptions.Item>
          {a.reviewedAt && (
            <Descriptions.Item label={t('brand.detail.reviewedAt')}>{formatDateTime(a.reviewedAt)}</Descriptions.Item>
          )}
        </Descriptions>
        <Flex gap={16} wrap style={{ marginTop: 16 }}>
          <Image src={a.imageUrl} alt={a.headline} width={300} style={{ maxWidth: '100%' }} />
          <List
            style={{ flex: '1 1 280px' }}
            size="small"
            header={<Typography.Text strong>{t('products.label')}</Typography.Text>}
            dataSource={a.products}
            renderItem={(p) => (
              <List.Item>
                <Flex gap={8} align="center">
                  <ProductPhoto url={p.image} title={p.title} size={40} />
                  <Typography.Text>{p.title}</Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        </Flex>
      </Card>
      <Card
        title={<h2>{t('brand.detail.figures')}</h2>}
        extra={
          a.figures.length > 0 && <ExportButton start={() => api(advBrandStatisticsExport, { reportId: a.reportId })} />
        }
      >
        {a.figures.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('brand.detail.figuresNone')} />
        ) : (
          <AdFigures list={a.figures} total={a.total} />
        )}
      </Card>
    </Flex>
  );
}
