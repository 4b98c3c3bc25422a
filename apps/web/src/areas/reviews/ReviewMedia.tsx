import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import { Flex, Image, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_IMAGE } from './ProductCell.tsx';
import styles from './reviews.module.css';

/** The buyer's photos (a preview gallery) and video (played in a dialog). */
export function ReviewMedia({ images, videoUrl, size = 56 }: { images: string[]; videoUrl: string; size?: number }) {
  const { t } = useTranslation('reviews');
  const [playing, setPlaying] = useState(false);
  if (images.length === 0 && !videoUrl) return null;
  return (
    <Flex gap={6} wrap data-testid="review-media">
      <Image.PreviewGroup>
        {images.map((src, i) => (
          <Image
            // biome-ignore lint/suspicious/noArrayIndexKey: a buyer may send the same photo twice.
            key={`${i}:${src}`}
            src={src}
            width={size}
            height={size}
            className={styles.thumb}
            fallback={NO_IMAGE}
            alt={t('photo', { n: i + 1 })}
          />
        ))}
      </Image.PreviewGroup>
      {videoUrl && (
        <>
          <button
            type="button"
            className={styles.videoTile}
            style={{ width: size, height: size }}
            onClick={() => setPlaying(true)}
            aria-label={t('playVideo')}
          >
            <PlayCircleOutlined style={{ fontSize: 20 }} />
            {t('video')}
          </button>
          <Modal open={playing} onCancel={() => setPlaying(false)} footer={null} title={t('video')} destroyOnHidden>
            {/* biome-ignore lint/a11y/useMediaCaption: buyers' videos come without captions. */}
            <video src={videoUrl} controls autoPlay className={styles.video} width="100%" />
          </Modal>
        </>
      )}
    </Flex>
  );
}
