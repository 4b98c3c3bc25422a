import { Progress } from 'antd';
import type { ReactNode } from 'react';
import styles from './media.module.css';

export interface TileAction {
  key: string;
  icon: ReactNode;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/** One square of an upload piece: the picture (or video frame), a tag, its actions or its progress. */
export function MediaTile({
  children,
  tag,
  actions = [],
  percent,
  uploadingText,
}: {
  children: ReactNode;
  tag?: string | undefined;
  actions?: TileAction[];
  /** While the file is sent: 0 to 100. */
  percent?: number | undefined;
  /** Shown, and the progress bar's name, while the file is sent. */
  uploadingText?: string;
}) {
  return (
    <div className={styles.tile}>
      {children}
      {tag && <span className={styles.tag}>{tag}</span>}
      {percent !== undefined ? (
        <div className={styles.uploading} role="status">
          <span>{uploadingText}</span>
          <Progress percent={percent} size="small" showInfo={false} aria-label={uploadingText} />
        </div>
      ) : (
        actions.length > 0 && (
          <div className={styles.actions}>
            {actions.map((a) => (
              <button
                key={a.key}
                type="button"
                className={styles.action}
                onClick={a.onClick}
                disabled={a.disabled}
                aria-label={a.label}
                title={a.label}
              >
                {a.icon}
              </button>
            ))}
          </div>
        )
      )}
    </div>
  );
}
