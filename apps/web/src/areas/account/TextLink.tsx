import { theme } from 'antd';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import styles from './TextLink.module.css';

/**
 * A router link in the theme's darker primary: the plain primary (#1677ff by default)
 * reads at only about 4.1:1 on white, under the 4.5:1 small text needs.
 */
export function TextLink({ style, className, ...props }: ComponentProps<typeof Link>) {
  const { token } = theme.useToken();
  return (
    <Link
      {...props}
      className={`${styles.link} ${className ?? ''}`}
      style={{ color: token.colorPrimaryActive, ...style }}
    />
  );
}
