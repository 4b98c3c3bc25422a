import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { Image } from 'antd';
import { useState } from 'react';
import styles from './product-photo.module.css';

/**
 * A product's photo as a small square (order lines, after-sale requests): a grey tile with a
 * picture icon when there is none or it does not load. `title` is the image's text either way.
 */
export function ProductPhoto({ url, title, size = 48 }: { url: string; title: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <span className={styles.noPhoto} style={{ width: size, height: size }} role="img" aria-label={title}>
        <PictureOutlined />
      </span>
    );
  }
  return (
    <Image
      src={url}
      alt={title}
      width={size}
      height={size}
      className={styles.photo}
      preview={{ mask: false }}
      onError={() => setFailed(true)}
    />
  );
}
