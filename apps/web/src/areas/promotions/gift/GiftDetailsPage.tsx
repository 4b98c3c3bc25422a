import { Alert, Button, Card, Descriptions, Flex, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { PromotionStateTag } from '../PromotionStateTag.tsx';
import { GIFT_LIST_PATH } from '../paths.ts';
import { useGift } from './gift-queries.ts';

/** /promotion/mainGoods?id=: one gift activity, its main products, its gift and how much was given. */
export default function GiftDetailsPage() {
  const [params] = useSearchParams();
  const giftId = params.get('id') ?? undefined;
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const found = useGift(giftId);
  if (giftId && found.isPending) return <Skeleton active />;
  const d = found.data;
  if (!d) return <Alert type="warning" showIcon title={t('gift.form.missing')} />;
  return (
    <Flex vertical gap={16}>
      <Card
        title={<h2>{d.name}</h2>}
        extra={<PromotionStateTag state={d.state}>{t(`gift.state.${d.state}`)}</PromotionStateTag>}
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('gift.details.rule')}>
            {t('gift.rule', { threshold: d.threshold, perOrder: d.perOrder })}
          </Descriptions.Item>
          <Descriptions.Item label={t('gift.details.window')}>
            {formatDateTime(d.startTime)} – {formatDateTime(d.endTime)}
          </Descriptions.Item>
          <Descriptions.Item label={t('gift.details.gift')}>
            {d.gift ? `${d.gift.title} · SKU ${d.gift.skuId} · ${formatBaht(d.gift.salesPrice)}` : `SKU ${d.giftSkuId}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('gift.details.stock')}>{formatNumber(d.giftStock)}</Descriptions.Item>
          <Descriptions.Item label={t('gift.details.given')}>{formatNumber(d.given)}</Descriptions.Item>
          <Descriptions.Item label={t('gift.details.left')}>{formatNumber(d.giftStock - d.given)}</Descriptions.Item>
          <Descriptions.Item label={t('gift.details.orders')}>{formatNumber(d.orderCount)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('gift.details.mains')}>
        <List
          dataSource={d.mainProducts}
          renderItem={(p) => (
            <List.Item>
              <Typography.Text>
                {p.title} · SPU {p.productId}
              </Typography.Text>
            </List.Item>
          )}
        />
      </Card>
      <Flex>
        <Button onClick={() => void navigate(GIFT_LIST_PATH)}>{t('gift.details.back')}</Button>
      </Flex>
    </Flex>
  );
}
