import PictureOutlined from '@ant-design/icons/PictureOutlined';
import type { ProductRow } from '@sc/contract/calls/items.ts';
import { Flex, Image, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './products.module.css';

export const detailsPath = (productId: string) => `/shop/details/${encodeURIComponent(productId)}`;
export const editPath = (productId: string) => `/shop/edit?id=${encodeURIComponent(productId)}`;

/** A product in a list: cover, title (to its details), the merchant's code and the SPU id. */
export function ProductCell({ product, link = true }: { product: ProductRow; link?: boolean }) {
  const { t } = useTranslation('items');
  return (
    <Flex gap={12} align="flex-start" className={styles.productCell}>
      <Cover url={product.coverUrl} title={product.title} />
      <Flex vertical gap={2} className={styles.productText}>
        {link ? (
          <Link to={detailsPath(product.productId)} className={styles.title} title={product.title}>
            {product.title}
          </Link>
        ) : (
          <Typography.Text strong className={styles.title} title={product.title}>
            {product.title}
          </Typography.Text>
        )}
        {product.code && (
          <Typography.Text type="secondary" className={styles.meta}>
            {t('row.code', { code: product.code })}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" className={styles.meta} copyable={{ text: product.productId }}>
          {t('row.id', { id: product.productId })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

/** The cover photo, or a quiet placeholder when there is none or it cannot be loaded. */
function Cover({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('items');
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <span className={styles.noCover} role="img" aria-label={t('row.noCover')}>
        <PictureOutlined />
      </span>
    );
  }
  return (
    <Image
      src={url}
      alt={title}
      width={56}
      height={56}
      className={styles.cover}
      preview={{ mask: false }}
      onError={() => setFailed(true)}
    />
  );
}
