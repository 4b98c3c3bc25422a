import { App, Layout } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import '../../i18n/dayjs-locale.ts';
import { useSession } from '../../session/session.ts';
import { OtherLoginBanner } from '../pollers/OtherLoginBanner.tsx';
import { Pollers } from '../pollers/Pollers.tsx';
import styles from './MainLayout.module.css';
import { PageBreadcrumb } from './PageBreadcrumb.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { useRouteTitle } from './use-route-title.ts';

// The gates show over the layout only when there is something to sign or set up.
const Gates = lazy(() => import('../gates/Gates.tsx').then((m) => ({ default: m.Gates })));

const VERSION = 'V1.0';

/** Top bar, side menu, breadcrumb, footer and the gates around every signed-in screen. */
export function MainLayout() {
  const { user } = useSession();
  const { t } = useTranslation('shell');
  const title = useRouteTitle();
  const product = t('common:productName');

  useEffect(() => {
    document.title = title ? `${title} · ${product}` : product;
  }, [title, product]);

  // App gives the screens (and the pollers) antd's message, modal and notification in context.
  return (
    <App component={false}>
      <Layout className={styles.shell}>
        <TopBar />
        <Layout hasSider className={styles.body}>
          <SideMenu />
          <Layout className={styles.main}>
            <Layout.Content className={styles.content}>
              <OtherLoginBanner />
              <PageBreadcrumb />
              <Outlet />
            </Layout.Content>
            <Layout.Footer className={styles.footer}>
              {product} {VERSION}
            </Layout.Footer>
          </Layout>
        </Layout>
        {user && (
          <>
            <Suspense>
              <Gates key={`${user.userId}:${user.shopId}`} user={user} />
            </Suspense>
            <Pollers user={user} />
          </>
        )}
      </Layout>
    </App>
  );
}
