import ShopOutlined from '@ant-design/icons/ShopOutlined';
import { theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { useLocale } from '../../i18n/locale-context.ts';
import { LoginForm } from './LoginForm.tsx';
import styles from './LoginPage.module.css';
import type { LoginResult } from './login.ts';

// antd's Result is only needed after signing in: keep it out of the first load.
const SignedIn = lazy(() => import('./SignedIn.tsx').then((m) => ({ default: m.SignedIn })));

// Plain elements styled from the theme rather than antd Card/Typography: those pull in
// Tabs, Menu, Skeleton and Typography's edit/copy code (about 40 KB gzip) for a box and a heading.
export function LoginPage() {
  const { messages } = useLocale();
  const { token } = theme.useToken();
  const [user, setUser] = useState<LoginResult | null>(null);

  return (
    // antd sets the theme's font on its own components only; the page's plain text needs it too.
    <main className={styles.page} style={{ fontFamily: token.fontFamily }}>
      <div className={styles.topBar}>
        <LanguageSwitch />
      </div>
      <section
        className={styles.card}
        style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, boxShadow: token.boxShadow }}
      >
        <div className={styles.brand} style={{ color: token.colorText }}>
          <span className={styles.brandMark} style={{ background: token.colorPrimary }} aria-hidden>
            <ShopOutlined />
          </span>
          Seller Centre
        </div>
        {user ? (
          <Suspense>
            <SignedIn user={user} />
          </Suspense>
        ) : (
          <>
            <div className={styles.heading}>
              <h1 style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3 }}>
                {messages.signInTitle}
              </h1>
              <p style={{ color: token.colorTextSecondary }}>{messages.signInSubtitle}</p>
            </div>
            <LoginForm onSignedIn={setUser} />
          </>
        )}
      </section>
    </main>
  );
}
