import { Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './reviews.module.css';

/** A transparent pixel: a product photo that fails to load leaves the grey tile. */
export const NO_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The reviewed product: photo, title (to its details), the SKU's specification and SPU id. */
export function ProductCell({
  productId,
  title,
  image,
  skuSpec,
  size = 56,
}: {
  productId: string;
  title: string;
  image: string;
  skuSpec: string;
  size?: number;
}) {
  const { t } = useTranslation('reviews');
  return (
    <Flex gap={10} align="start" className={styles.productCell}>
      <Image
        rootClassName={styles.thumbRoot}
        src={image || NO_IMAGE}
        width={size}
        height={size}
        className={styles.thumb}
        fallback={NO_IMAGE}
        preview={image ? undefined : false}
        alt={title}
      />
      <Flex vertical gap={2} className={styles.productCell}>
        <Link to={`/shop/details/${productId}`} className={styles.productTitle} title={title}>
          {title}
        </Link>
        {skuSpec && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {skuSpec}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('spuId', { id: productId })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
