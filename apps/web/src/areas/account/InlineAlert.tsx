import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import styles from './InlineAlert.module.css';

type Kind = 'error' | 'success' | 'warning' | 'info';

const ICONS = {
  error: CloseCircleFilled,
  success: CheckCircleFilled,
  warning: ExclamationCircleFilled,
  info: InfoCircleFilled,
};

/**
 * A message above a form, coloured from the theme like antd Alert but without its code
 * (the sign-in page loads nothing it can spare). Announced when it appears.
 */
export function InlineAlert({ type, children, action }: { type: Kind; children: ReactNode; action?: ReactNode }) {
  const { token } = theme.useToken();
  const colours = {
    error: [token.colorErrorBg, token.colorErrorBorder, token.colorError],
    success: [token.colorSuccessBg, token.colorSuccessBorder, token.colorSuccess],
    warning: [token.colorWarningBg, token.colorWarningBorder, token.colorWarning],
    info: [token.colorInfoBg, token.colorInfoBorder, token.colorInfo],
  }[type];
  const Icon = ICONS[type];
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      className={styles.alert}
      style={{ background: colours[0], borderColor: colours[1], borderRadius: token.borderRadiusLG }}
    >
      <Icon className={styles.icon} style={{ color: colours[2] }} aria-hidden />
      <div className={styles.text} style={{ color: token.colorText }}>
        {children}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
