import type { ReactNode } from 'react';
import styles from './StatusTag.module.css';

export type StatusTone = 'success' | 'warning' | 'error' | 'processing' | 'neutral';

// Background, border and text per tone; the text colours keep 4.5:1 on their tint, where
// antd Tag's preset status colours (gold on cream, …) fall short.
const TONES: Record<StatusTone, [string, string, string]> = {
  success: ['#f6ffed', '#b7eb8f', '#237804'],
  warning: ['#fffbe6', '#ffe58f', '#874d00'],
  error: ['#fff2f0', '#ffccc7', '#a8071a'],
  processing: ['#e6f4ff', '#91caff', '#003eb3'],
  neutral: ['#fafafa', '#d9d9d9', 'rgba(0, 0, 0, 0.75)'],
};

/** A status label (agreement signed, application pending, …). */
export function StatusTag({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  const [background, borderColor, color] = TONES[tone];
  return (
    <span className={styles.tag} style={{ background, borderColor, color }}>
      {children}
    </span>
  );
}
