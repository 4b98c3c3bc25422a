import type { ButtonHTMLAttributes } from 'react';
import { LOADING } from './icon-shapes.ts';
import styles from './PlainButton.module.css';
import { PlainIcon } from './PlainIcon.tsx';

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading?: boolean;
  size?: 'large' | 'small';
  block?: boolean;
}

/**
 * A filled primary button drawn like antd's from the design tokens (shell/design-tokens.css),
 * for /login, whose first load carries no antd. Busy while `loading`.
 */
export function PlainButton({
  loading,
  size = 'large',
  block,
  className,
  children,
  disabled,
  ...props
}: PlainButtonProps) {
  return (
    <button
      type="button"
      {...props}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`${styles.button} ${styles[size]} ${block ? styles.block : ''} ${className ?? ''}`}
    >
      {loading && <PlainIcon shape={LOADING} spin />}
      <span>{children}</span>
    </button>
  );
}
