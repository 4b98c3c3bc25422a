import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import styles from './TextLink.module.css';

/** A router link in the theme's pressed primary, a shade darker than antd's link blue. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link {...props} className={`${styles.link} ${className ?? ''}`} />;
}
