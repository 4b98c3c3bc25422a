import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './compliance.module.css';

export interface ProductBriefFields {
  productId: string;
  productTitle: string;
  productImage: string;
  productStatus: string;
}

const KNOWN_STATUSES = ['on_sale', 'coming', 'off_shelf', 'halted', 'deleted'];

/** The product a violation or inspection is about: cover, title, id and its status now. */
export function ProductBrief({ product, showStatus = false }: { product: ProductBriefFields; showStatus?: boolean }) {
  const { t } = useTranslation('compliance');
  return (
    <Flex gap={12} align="flex-start" className={styles.product}>
      {product.productImage ? (
        <Image
          src={product.productImage}
          alt={product.productTitle}
          width={48}
          height={48}
          className={styles.cover}
          preview={{ mask: false }}
        />
      ) : (
        <span className={styles.noCover} aria-hidden>
          <PictureOutlined />
        </span>
      )}
      <Flex vertical gap={2} className={styles.productText}>
        <Typography.Text strong className={styles.title} title={product.productTitle}>
          {product.productTitle}
        </Typography.Text>
        <Typography.Text type="secondary" className={styles.meta}>
          {t('detail.productId', { id: product.productId })}
        </Typography.Text>
        {showStatus && KNOWN_STATUSES.includes(product.productStatus) && (
          <Typography.Text type={product.productStatus === 'halted' ? 'danger' : 'secondary'} className={styles.meta}>
            {t(`productStatus.${product.productStatus}`)}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
