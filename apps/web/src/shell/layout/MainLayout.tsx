import { App, Drawer, Layout } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import '../../i18n/dayjs-locale.ts';
import { useKeyboardScrollBoxes } from '../../components/mobile/use-keyboard-scroll-boxes.ts';
import { useSession } from '../../session/session.ts';
import { OtherLoginBanner } from '../pollers/OtherLoginBanner.tsx';
import { Pollers } from '../pollers/Pollers.tsx';
import styles from './MainLayout.module.css';
import { PageBreadcrumb } from './PageBreadcrumb.tsx';
import { PhoneShortcuts } from './PhoneShortcuts.tsx';
import { MenuNav, SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { useNarrow } from './use-narrow.ts';
import { useRouteTitle } from './use-route-title.ts';

// The gates show over the layout only when there is something to sign or set up.
const Gates = lazy(() => import('../gates/Gates.tsx').then((m) => ({ default: m.Gates })));

const VERSION = 'V1.0';

/**
 * Top bar, side menu, breadcrumb, footer and the gates around every signed-in screen. On a
 * phone (narrower than NARROW_BELOW_PX) the menu is a drawer the top bar's menu button opens.
 */
export function MainLayout() {
  const { user } = useSession();
  const { t } = useTranslation('shell');
  const title = useRouteTitle();
  const product = t('common:productName');
  const narrow = useNarrow();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const content = useRef<HTMLElement>(null);
  useKeyboardScrollBoxes(content, narrow);

  // A choice in the drawer opens its screen: the drawer closes with every move.
  useEffect(() => {
    if (pathname) setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    document.title = title ? `${title} · ${product}` : product;
  }, [title, product]);

  // App gives the screens (and the pollers) antd's message, modal and notification in context.
  return (
    <App component={false}>
      <Layout className={styles.shell}>
        <TopBar onOpenMenu={narrow ? () => setMenuOpen(true) : undefined} menuOpen={menuOpen} />
        {narrow && (
          <Drawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            placement="left"
            size="min(300px, 85vw)"
            title={product}
            className={styles.menuDrawer}
            styles={{ body: { padding: 0 } }}
          >
            <MenuNav />
            <PhoneShortcuts />
          </Drawer>
        )}
        <Layout hasSider={!narrow} className={styles.body}>
          {!narrow && <SideMenu />}
          <Layout className={styles.main}>
            <Layout.Content className={styles.content} ref={content}>
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
