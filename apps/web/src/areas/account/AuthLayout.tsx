import CarOutlined from '@ant-design/icons/CarOutlined';
import RiseOutlined from '@ant-design/icons/RiseOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import { theme } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './AuthLayout.module.css';
import { LanguageSwitch } from './LanguageSwitch.tsx';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Under the card: "new here? register" and the like. */
  footer?: ReactNode;
  /** The registration form needs a wider card. */
  wide?: boolean;
  children: ReactNode;
}

const POINTS = [
  ['products', ShoppingOutlined],
  ['orders', CarOutlined],
  ['growth', RiseOutlined],
] as const;

/**
 * The sign-in family's page: a brand panel beside a form card (the panel folds away on
 * narrow screens). Plain elements coloured from the theme rather than antd Card, Layout
 * or Typography, to keep /login light.
 */
export function AuthLayout({ title, subtitle, footer, wide, children }: AuthLayoutProps) {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  const titleId = useId();
  const product = t('common:productName');
  const logo = (
    <span className={styles.logo}>
      <span className={styles.mark} style={{ color: token.colorPrimary }} aria-hidden>
        <ShopOutlined />
      </span>
      {product}
    </span>
  );
  return (
    <div className={styles.page} style={{ fontFamily: token.fontFamily, color: token.colorText }}>
      <aside
        className={styles.brand}
        // A dark veil over the theme colour keeps white text above 4.5:1 whatever the primary is.
        style={{
          backgroundImage: `linear-gradient(rgba(0, 20, 60, 0.35), rgba(0, 20, 60, 0.35)), linear-gradient(150deg, ${token.colorPrimaryActive} 0%, ${token.colorPrimary} 100%)`,
        }}
      >
        <div className={styles.brandInner}>
          {logo}
          <div className={styles.pitch}>
            <p className={styles.tagline}>{t('brand.tagline')}</p>
            <ul className={styles.points}>
              {POINTS.map(([key, Icon]) => (
                <li key={key}>
                  <span className={styles.pointIcon} aria-hidden>
                    <Icon />
                  </span>
                  {t(`brand.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <span className={styles.version}>{product} V1.0</span>
        </div>
      </aside>
      <main className={styles.main}>
        <div className={styles.top}>
          <span className={styles.topLogo} style={{ color: token.colorTextHeading }}>
            {logo}
          </span>
          <LanguageSwitch />
        </div>
        <div className={styles.center}>
          <section
            className={`${styles.card} ${wide ? styles.wide : ''}`}
            style={{ borderRadius: token.borderRadiusLG }}
            aria-labelledby={titleId}
          >
            <h1 id={titleId} className={styles.title} style={{ color: token.colorTextHeading }}>
              {title}
            </h1>
            {subtitle && (
              <p className={styles.subtitle} style={{ color: token.colorTextSecondary }}>
                {subtitle}
              </p>
            )}
            {children}
          </section>
          {footer && (
            <div className={styles.footer} style={{ color: token.colorTextSecondary }}>
              {footer}
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
