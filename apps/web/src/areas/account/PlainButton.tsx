import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { theme } from 'antd';
import type { ButtonHTMLAttributes, CSSProperties } from 'react';
import styles from './PlainButton.module.css';

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading?: boolean;
  size?: 'large' | 'small';
  block?: boolean;
}

/**
 * A filled primary button drawn from the theme's tokens like antd's, for /login, whose first
 * load has room for no antd Button chunk (about 15 KB gzip). Busy while `loading`.
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
  const { token } = theme.useToken();
  const vars = {
    '--button-bg': token.colorPrimary,
    '--button-hover': token.colorPrimaryHover,
    '--button-active': token.colorPrimaryActive,
    '--button-text': token.colorTextLightSolid,
    '--button-radius': `${size === 'large' ? token.borderRadiusLG : token.borderRadiusSM}px`,
  } as CSSProperties;
  return (
    <button
      type="button"
      {...props}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`${styles.button} ${styles[size]} ${block ? styles.block : ''} ${className ?? ''}`}
      style={vars}
    >
      {loading && <LoadingOutlined aria-hidden />}
      <span>{children}</span>
    </button>
  );
}
