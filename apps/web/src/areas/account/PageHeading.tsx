import { theme } from 'antd';
import type { ReactNode } from 'react';
import styles from './PageHeading.module.css';

/** The title block of a framed page, with an optional way back before it and actions beside it. */
export function PageHeading({
  title,
  subtitle,
  back,
  extra,
}: {
  title: string;
  subtitle?: ReactNode;
  back?: ReactNode;
  extra?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div className={styles.heading}>
      {back && <div className={styles.back}>{back}</div>}
      <div className={styles.row}>
        <div>
          <h1 className={styles.title} style={{ color: token.colorTextHeading }}>
            {title}
          </h1>
          {subtitle && (
            <p className={styles.subtitle} style={{ color: token.colorTextSecondary }}>
              {subtitle}
            </p>
          )}
        </div>
        {extra && <div className={styles.extra}>{extra}</div>}
      </div>
    </div>
  );
}
