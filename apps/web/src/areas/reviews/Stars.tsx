import StarFilled from '@ant-design/icons/StarFilled';
import { MAX_SCORE } from '@sc/contract/calls/reviews.ts';
import { useTranslation } from 'react-i18next';
import styles from './reviews.module.css';

/**
 * Stars as a picture, not a control (antd's Rate is a radio group even when disabled): gold
 * up to the score, a half star for an average ending in .5, named for screen readers.
 */
export function Stars({ score, size = 14 }: { score: number; size?: number }) {
  const { t } = useTranslation('reviews');
  const label = score === 1 ? t('summary.star') : t('summary.stars', { score });
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-score={score}
      className={styles.stars}
      style={{ fontSize: size }}
    >
      {Array.from({ length: MAX_SCORE }, (_, i) => {
        const fill = Math.max(0, Math.min(1, score - i)) * 100;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, fixed in number.
          <span key={i} className={styles.star}>
            <StarFilled className={styles.starEmpty} />
            {fill > 0 && (
              <span className={styles.starFill} style={{ width: `${fill}%` }}>
                <StarFilled />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
