import type { ReactNode } from 'react';
import styles from './InlineAlert.module.css';
import { CHECK_CIRCLE, CLOSE_CIRCLE, EXCLAMATION_CIRCLE, INFO_CIRCLE } from './icon-shapes.ts';
import { PlainIcon } from './PlainIcon.tsx';

type Kind = 'error' | 'success' | 'warning' | 'info';

const ICONS = {
  error: CLOSE_CIRCLE,
  success: CHECK_CIRCLE,
  warning: EXCLAMATION_CIRCLE,
  info: INFO_CIRCLE,
};

/**
 * A message above a form, coloured from the design tokens like antd Alert but without its
 * code (the sign-in page loads no antd). Announced when it appears.
 */
export function InlineAlert({ type, children, action }: { type: Kind; children: ReactNode; action?: ReactNode }) {
  return (
    <div role={type === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[type]}`}>
      <PlainIcon shape={ICONS[type]} className={styles.icon} />
      <div className={styles.text}>{children}</div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
