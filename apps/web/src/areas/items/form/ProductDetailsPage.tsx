import EditOutlined from '@ant-design/icons/EditOutlined';
import QrcodeOutlined from '@ant-design/icons/QrcodeOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { productId as productIdSchema } from '@sc/contract/calls/items.ts';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Image,
  Popconfirm,
  Skeleton,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { serverNow } from '../../../api/server-time.ts';
import { formatBahtRange } from '../../../components/money/format-baht.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { DetailsSkuTable } from './DetailsSkuTable.tsx';
import { ProductMissing } from './ProductMissing.tsx';
import { ProductStatusTag } from './ProductStatusTag.tsx';
import styles from './product-details.module.css';
import { isNotFound, type ProductDetail, useProductDetail, useProductShelfActions } from './product-queries.ts';
import { QrCodeModal } from './QrCodeModal.tsx';
import { ScheduleReleaseModal } from './ScheduleReleaseModal.tsx';

/** A shelf-rule date close enough to warn about (the rest is a quiet line). */
const REMOVAL_WARNING_DAYS = 30;
const removalSoon = (at: string) => Date.parse(at) - serverNow().getTime() < REMOVAL_WARNING_DAYS * 24 * 3600 * 1000;

/** /shop/details/:id: one product, read-only, with its shelf actions. */
export default function ProductDetailsPage() {
  const { id = '' } = useParams();
  const valid = productIdSchema.safeParse(id).success;
  const detail = useProductDetail(valid ? id : undefined);
  if (!valid || isNotFound(detail.error)) return <ProductMissing />;
  if (detail.isError) return <ProductMissing failed onRetry={() => void detail.refetch()} />;
  if (!detail.data)
    return (
      <Card>
        <Skeleton active avatar={{ shape: 'square', size: 96 }} paragraph={{ rows: 8 }} />
      </Card>
    );
  return <Details product={detail.data} />;
}

function Details({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('items');
  const { message: toast } = App.useApp();
  const navigate = useNavigate();
  const { publish, schedule } = useProductShelfActions();
  const [qrOpen, setQrOpen] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const frozen = product.status === 'halted' || product.status === 'deleted';
  const onShelf = product.status === 'on_sale' || product.status === 'sold_out';
  const frozenReason = frozen
    ? t(product.status === 'halted' ? 'details.frozen.halted' : 'details.frozen.deleted')
    : undefined;
  const noStock = product.stockTotal - product.reservedTotal <= 0;

  const setShelf = (onShelf: 'y' | 'n') =>
    publish.mutateAsync({ productId: product.productId, onShelf }).then(
      () => toast.success(t(onShelf === 'y' ? 'details.putOnDone' : 'details.takeOffDone')),
      () => undefined, // the client has shown why
    );

  const shelfButton = onShelf ? (
    <Popconfirm title={t('details.takeOffConfirm')} onConfirm={() => setShelf('n')} okText={t('details.takeOff')}>
      <Button loading={publish.isPending}>{t('details.takeOff')}</Button>
    </Popconfirm>
  ) : (
    <Tooltip title={frozenReason ?? (noStock ? t('details.noStock') : undefined)}>
      <Popconfirm title={t('details.putOnConfirm')} onConfirm={() => setShelf('y')} okText={t('details.putOn')}>
        <Button type="primary" disabled={frozen || noStock} loading={publish.isPending}>
          {t('details.putOn')}
        </Button>
      </Popconfirm>
    </Tooltip>
  );

  return (
    <Flex vertical gap={16} className={styles.page}>
      <Card>
        <Flex gap={20} align="start" wrap>
          <Image
            src={product.coverUrl || product.images[0]}
            alt={t('details.photoAlt', { title: product.title, n: 1 })}
            width={112}
            height={112}
            className={styles.cover}
            fallback="data:image/gif;base64,R0lGODlhAQABAAAAACw="
          />
          <Flex vertical gap={6} className={styles.headline}>
            <Space size={4} wrap>
              <ProductStatusTag status={product.status} preSale={product.preSale} violations={product.openViolations} />
            </Space>
            <Typography.Title level={4} className={styles.title} style={{ margin: 0 }} data-testid="product-title">
              {product.title}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('details.idAndCode', { id: product.productId, code: product.code })}
            </Typography.Text>
            <Typography.Text className={styles.price}>
              {formatBahtRange(product.priceMin, product.priceMax)}
            </Typography.Text>
          </Flex>
          <Space wrap className={styles.actions}>
            <Tooltip title={frozenReason}>
              <Button
                icon={<EditOutlined />}
                disabled={frozen}
                onClick={() => navigate(`/shop/edit?id=${product.productId}`)}
              >
                {t('common:edit')}
              </Button>
            </Tooltip>
            {shelfButton}
            {!onShelf && !frozen && !product.releaseAt && (
              <Button onClick={() => setScheduling(true)}>{t('details.schedule')}</Button>
            )}
            <Button icon={<QrcodeOutlined />} onClick={() => setQrOpen(true)}>
              {t('details.qr')}
            </Button>
          </Space>
        </Flex>
        <Flex vertical gap={8} style={{ marginTop: 16 }}>
          {product.releaseAt && (
            <Alert
              type="info"
              showIcon
              title={t('details.releaseAt', { time: formatDateTime(product.releaseAt) })}
              action={
                <Popconfirm
                  title={t('details.cancelScheduleConfirm')}
                  onConfirm={() =>
                    schedule.mutateAsync({ productId: product.productId, releaseAt: null }).then(
                      () => toast.success(t('details.scheduleCancelled')),
                      () => undefined,
                    )
                  }
                >
                  <Button size="small">{t('details.cancelSchedule')}</Button>
                </Popconfirm>
              }
            />
          )}
          {product.shelfRemoval &&
            (removalSoon(product.shelfRemoval.at) ? (
              <Alert
                type="warning"
                showIcon
                title={t('details.removalAt', { time: formatDateTime(product.shelfRemoval.at) })}
                description={t(`details.removalRule.${product.shelfRemoval.rule}`)}
              />
            ) : (
              <Typography.Text type="secondary">
                {t('details.removalLater', { time: formatDateTime(product.shelfRemoval.at) })}{' '}
                <Tooltip title={t(`details.removalRule.${product.shelfRemoval.rule}`)}>
                  <QuestionCircleOutlined />
                </Tooltip>
              </Typography.Text>
            ))}
          {product.offShelfReason && product.status === 'off_shelf' && (
            <Alert
              type={product.offShelfReason === 'violation' ? 'error' : 'info'}
              showIcon
              title={t(`details.offReason.${product.offShelfReason}`)}
            />
          )}
        </Flex>
      </Card>

      <Card title={t('details.overview')}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'category', label: t('basic.category'), children: product.categoryPath.join(' › ') || '—' },
            { key: 'brand', label: t('basic.brand'), children: product.brandName || t('details.noBrand') },
            { key: 'stock', label: t('details.stockTotal'), children: formatNumber(product.stockTotal) },
            { key: 'reserved', label: t('details.reserved'), children: formatNumber(product.reservedTotal) },
            { key: 'sales', label: t('details.sales'), children: formatNumber(product.salesCount) },
            { key: 'views', label: t('details.views'), children: formatNumber(product.viewCount) },
            {
              key: 'preSale',
              label: t('sale.preSale'),
              children:
                product.preSale === 'y'
                  ? t('details.preSaleDays', { count: product.preSaleShipDays ?? 0 })
                  : t('common:no'),
            },
            {
              key: 'weight',
              label: t('sale.weight'),
              children: t('details.grams', { value: formatNumber(product.weightGrams) }),
            },
            { key: 'created', label: t('details.created'), children: formatDateTime(product.createdAt) },
            { key: 'edited', label: t('details.edited'), children: formatDateTime(product.lastEditedAt) },
            { key: 'onShelf', label: t('details.onShelfAt'), children: formatDateTime(product.onShelfAt) || '—' },
            { key: 'lastSold', label: t('details.lastSoldAt'), children: formatDateTime(product.lastSoldAt) || '—' },
          ]}
        />
      </Card>

      <Card title={t('details.skus', { count: product.skus.length })}>
        <DetailsSkuTable product={product} />
      </Card>

      <Card title={t('media.title')}>
        <Flex gap={24} wrap>
          <div>
            <Typography.Text type="secondary" className={styles.caption}>
              {t('media.images')} ({product.images.length})
            </Typography.Text>
            <Image.PreviewGroup>
              <Flex gap={8} wrap data-testid="details-images">
                {product.images.map((url, i) =>
                  i === 0 ? (
                    <Badge.Ribbon key={url} text={t('media.cover')} placement="start">
                      <Image
                        src={url}
                        alt={t('details.photoAlt', { title: product.title, n: 1 })}
                        width={104}
                        height={104}
                        className={styles.thumb}
                      />
                    </Badge.Ribbon>
                  ) : (
                    <Image
                      key={url}
                      src={url}
                      alt={t('details.photoAlt', { title: product.title, n: i + 1 })}
                      width={104}
                      height={104}
                      className={styles.thumb}
                    />
                  ),
                )}
              </Flex>
            </Image.PreviewGroup>
          </div>
          <div>
            <Typography.Text type="secondary" className={styles.caption}>
              {t('media.video')}
            </Typography.Text>
            {product.videoUrl ? (
              // biome-ignore lint/a11y/useMediaCaption: merchants' product videos come without captions
              <video src={product.videoUrl} controls width={240} className={styles.video} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('details.noVideo')} />
            )}
          </div>
        </Flex>
      </Card>

      <Card title={t('details.descriptionTitle')}>
        <Flex vertical gap={12}>
          <div>
            <Typography.Text type="secondary" className={styles.caption}>
              {t('basic.keywords')}
            </Typography.Text>
            {product.keywords.length > 0 ? (
              <Flex gap={4} wrap>
                {product.keywords.map((k) => (
                  <Tag key={k} color="blue" style={{ marginInlineEnd: 0 }}>
                    {k}
                  </Tag>
                ))}
              </Flex>
            ) : (
              <Typography.Text type="secondary">—</Typography.Text>
            )}
          </div>
          <div>
            <Typography.Text type="secondary" className={styles.caption}>
              {t('basic.description')}
            </Typography.Text>
            <Typography.Paragraph className={styles.description} style={{ marginBottom: 0 }}>
              {product.description || t('details.noDescription')}
            </Typography.Paragraph>
          </div>
        </Flex>
      </Card>

      <QrCodeModal productId={product.productId} title={product.title} open={qrOpen} onClose={() => setQrOpen(false)} />
      {scheduling && <ScheduleReleaseModal productId={product.productId} onClose={() => setScheduling(false)} />}
    </Flex>
  );
}
