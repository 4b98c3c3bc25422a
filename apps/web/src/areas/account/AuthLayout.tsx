import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './AuthLayout.module.css';
import { CAR, RISE, SHOP, SHOPPING } from './icon-shapes.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { PlainIcon } from './PlainIcon.tsx';

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
  ['products', SHOPPING],
  ['orders', CAR],
  ['growth', RISE],
] as const;

/**
 * The sign-in family's page: a brand panel beside a form card (the panel folds away on
 * narrow screens). Plain elements coloured from the design tokens (shell/design-tokens.css)
 * rather than antd Card, Layout or Typography: /login loads no antd.
 */
export function AuthLayout({ title, subtitle, footer, wide, children }: AuthLayoutProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const product = t('common:productName');
  const logo = (
    <span className={styles.logo}>
      <span className={styles.mark} aria-hidden>
        <PlainIcon shape={SHOP} />
      </span>
      {product}
    </span>
  );
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <div className={styles.brandInner}>
          {logo}
          <div className={styles.pitch}>
            <p className={styles.tagline}>{t('brand.tagline')}</p>
            <ul className={styles.points}>
              {POINTS.map(([key, shape]) => (
                <li key={key}>
                  <span className={styles.pointIcon} aria-hidden>
                    <PlainIcon shape={shape} />
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
          <span className={styles.topLogo}>{logo}</span>
          <LanguageSwitch />
        </div>
        <div className={styles.center}>
          <section className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby={titleId}>
            <h1 id={titleId} className={styles.title}>
              {title}
            </h1>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
            {children}
          </section>
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      </main>
    </div>
  );
}
