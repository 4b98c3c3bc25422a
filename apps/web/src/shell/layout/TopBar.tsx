import BellOutlined from '@ant-design/icons/BellOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import { SIDE_MENU_WIDTH } from '@sc/contract/constants.ts';
import { Badge, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { readStored } from '../../session/storage.ts';
import { HELP_CENTRE_URL } from '../external-links.ts';
import { useUnreadChatCount } from '../pollers/unread-chat.ts';
import { useUnreadNoticeCount } from '../pollers/unread-notices.ts';
import { ShopSwitcher } from './ShopSwitcher.tsx';
import styles from './TopBar.module.css';
import { UserMenu } from './UserMenu.tsx';

const LOGIN_PAGES = ['/login', '/register', '/resetpassword', '/checkEmail'];

export interface TopBarProps {
  /** On a phone: opens the menu drawer (a menu button leads the bar). */
  onOpenMenu?: (() => void) | undefined;
  menuOpen?: boolean;
}

/**
 * Logo and title, then the merchant's shortcuts (top bar). On a phone: the menu button, the
 * logo, the shop, language and user; the other shortcuts are under the drawer's menu.
 */
export function TopBar({ onOpenMenu, menuOpen = false }: TopBarProps) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const unread = useUnreadChatCount();
  const unreadNotices = useUnreadNoticeCount();
  const showIm = readStored<string>('imFlag') === 'y' && pathname !== '/im';
  const brand = (
    <>
      <span className={styles.mark} style={{ background: token.colorPrimary }} aria-hidden>
        <ShopOutlined />
      </span>
      <span className={styles.title}>{t('common:productName')}</span>
    </>
  );

  return (
    <header className={onOpenMenu ? `${styles.bar} ${styles.narrow}` : styles.bar}>
      {onOpenMenu && (
        <button
          type="button"
          className={styles.menuButton}
          onClick={onOpenMenu}
          aria-label={t('menu.open')}
          aria-expanded={menuOpen}
          data-testid="menu-button"
        >
          <MenuOutlined aria-hidden />
        </button>
      )}
      <div className={styles.brand} style={onOpenMenu ? undefined : { width: SIDE_MENU_WIDTH }}>
        {LOGIN_PAGES.includes(pathname) ? (
          <span className={styles.brandLink}>{brand}</span>
        ) : (
          <Link to="/" className={styles.brandLink} title={t('topBar.home')}>
            {brand}
          </Link>
        )}
      </div>
      {!LOGIN_PAGES.includes(pathname) && <ShopSwitcher />}
      <nav className={styles.actions} aria-label={t('topBar.shortcuts')}>
        <Link to="/dashboard/downloadcenter" className={`${styles.action} ${styles.wide}`}>
          <DownloadOutlined aria-hidden />
          <span>{t('topBar.downloadCentre')}</span>
        </Link>
        {HELP_CENTRE_URL && (
          <a
            href={HELP_CENTRE_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={`${styles.action} ${styles.wide}`}
          >
            <QuestionCircleOutlined aria-hidden />
            <span>{t('topBar.helpCentre')}</span>
          </a>
        )}
        {showIm && (
          <a
            href="/im"
            target="_blank"
            rel="noopener"
            className={`${styles.action} ${styles.wide}`}
            aria-label={t('topBar.chat')}
            title={t('topBar.chat')}
            data-testid="im-link"
          >
            <MessageOutlined aria-hidden />
          </a>
        )}
        {!LOGIN_PAGES.includes(pathname) && (
          <Link
            to="/dashboard/notice"
            className={styles.action}
            aria-label={unreadNotices > 0 ? t('topBar.noticesUnread', { count: unreadNotices }) : t('topBar.notices')}
            title={t('topBar.notices')}
            data-testid="notice-bell"
          >
            <Badge count={unreadNotices} size="small" overflowCount={99} offset={[2, -2]}>
              <BellOutlined aria-hidden className={styles.icon} />
            </Badge>
          </Link>
        )}
        <LanguageMenu />
        <a
          href="/im"
          target="_blank"
          rel="noopener"
          className={`${styles.action} ${styles.wide}`}
          data-testid="customer-service"
        >
          <Badge count={unread} size="small" overflowCount={99} offset={[2, -2]}>
            <CustomerServiceOutlined aria-hidden className={styles.icon} />
          </Badge>
          <span>{t('topBar.customerService')}</span>
        </a>
        <span className={`${styles.divider} ${styles.wide}`} aria-hidden />
        <UserMenu />
      </nav>
    </header>
  );
}
