import PictureOutlined from '@ant-design/icons/PictureOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import { itemListInquiry, type ProductRow } from '@sc/contract/calls/items.ts';
import { shopMerchantInfoInquiry } from '@sc/contract/calls/shell.ts';
import { Alert, Avatar, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../api/use-call.ts';
import { formatBahtRange } from '../../../components/money/format-baht.ts';
import { formatNumber } from '../../../format/number-format.ts';
import styles from './StorePreviewPage.module.css';

/** The products the preview shows: one page of what is on sale, newest first (the list's order). */
const SHOWN = 48;

/**
 * /shop/preview: the shop as buyers see it (name, logo, the products on sale with picture and
 * price), read-only. "Store preview" in the user menu opens it unless the deployment names a
 * storefront of its own (VITE_STOREFRONT_ITEM_URL); it stands in for the shop's public page.
 */
export default function StorePreviewPage() {
  const { t } = useTranslation('items');
  const shop = useCall(shopMerchantInfoInquiry, {});
  const products = useCall(itemListInquiry, { tab: 'on_sale', page: { pageNum: 1, pageSize: SHOWN } });
  const list = products.data?.list ?? [];
  const count = products.data?.page.count ?? 0;
  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon message={t('preview.notice')} />
      <Card data-store-preview>
        <Flex vertical gap={20}>
          {shop.data ? (
            <div className={styles.head}>
              <Avatar size={64} shape="square" src={shop.data.logoUrl || undefined} icon={<ShopOutlined />} alt="" />
              <h2 className={styles.shopName} data-shop-name>
                {shop.data.shopName}
              </h2>
            </div>
          ) : (
            <Skeleton.Avatar active size={64} shape="square" />
          )}
          {products.isPending ? (
            <Skeleton active />
          ) : list.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <>
                  <Typography.Text strong>{t('preview.empty')}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{t('preview.emptyHint')}</Typography.Text>
                </>
              }
            />
          ) : (
            <Flex vertical gap={12}>
              <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
                {t('preview.products', { total: formatNumber(count) })}
              </Typography.Title>
              <ul className={styles.grid} aria-label={t('preview.products', { total: formatNumber(count) })}>
                {list.map((p) => (
                  <PreviewProduct key={p.productId} product={p} />
                ))}
              </ul>
              {count > list.length && (
                <Typography.Text type="secondary">
                  {t('preview.more', { shown: list.length, total: formatNumber(count) })}
                </Typography.Text>
              )}
            </Flex>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}

/** One product as a buyer's shop page shows it: picture, title, price. */
function PreviewProduct({ product: p }: { product: ProductRow }) {
  const [failed, setFailed] = useState(false);
  return (
    <li className={styles.product} data-preview-product={p.productId}>
      {p.coverUrl && !failed ? (
        <img src={p.coverUrl} alt={p.title} className={styles.picture} loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <span className={styles.noPicture} role="img" aria-label={p.title}>
          <PictureOutlined />
        </span>
      )}
      <Typography.Text className={styles.title}>{p.title}</Typography.Text>
      <span className={styles.price} data-price>
        {formatBahtRange(p.priceMin, p.priceMax)}
      </span>
    </li>
  );
}
