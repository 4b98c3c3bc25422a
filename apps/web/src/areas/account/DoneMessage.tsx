import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import styles from './DoneMessage.module.css';

interface DoneMessageProps {
  status: 'success' | 'error';
  title: string;
  children?: ReactNode;
  /** The way on (a button or link). */
  action?: ReactNode;
}

/** The end of a flow inside the card (registered, password changed, link checked); lighter than antd Result. */
export function DoneMessage({ status, title, children, action }: DoneMessageProps) {
  const { token } = theme.useToken();
  const Icon = status === 'success' ? CheckCircleFilled : CloseCircleFilled;
  return (
    <div className={styles.done}>
      {/* Only the outcome is announced, not the countdown ticking in the text below. */}
      <div role="status">
        <Icon
          className={styles.icon}
          style={{ color: status === 'success' ? token.colorSuccess : token.colorError }}
          aria-hidden
        />
        <h2 className={styles.title} style={{ color: token.colorTextHeading }}>
          {title}
        </h2>
      </div>
      {children && (
        <div className={styles.text} style={{ color: token.colorTextSecondary }}>
          {children}
        </div>
      )}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
