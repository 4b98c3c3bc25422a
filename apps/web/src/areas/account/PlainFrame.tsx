import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import { Button, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../session/session.ts';
import { readStored } from '../../session/storage.ts';
import { logOut } from '../../shell/log-out.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import styles from './PlainFrame.module.css';

/**
 * The frame of the signed-in pages that live outside the main layout (shop choice, store
 * entry list, agreements): a slim top bar with the logo, language, user and log out.
 */
export function PlainFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  const session = useSession();
  const navigate = useNavigate();
  const userName = session.user?.userName ?? readStored<string>('userName');

  return (
    <div className={styles.page} style={{ fontFamily: token.fontFamily, color: token.colorText }}>
      <header className={styles.bar}>
        <Link to="/" className={styles.logo} style={{ color: token.colorTextHeading }}>
          <span className={styles.mark} style={{ background: token.colorPrimary }} aria-hidden>
            <ShopOutlined />
          </span>
          {t('common:productName')}
        </Link>
        <div className={styles.tools}>
          <LanguageSwitch />
          {session.userId && (
            <>
              {userName && <span className={styles.user}>{userName}</span>}
              <Button type="text" icon={<LogoutOutlined aria-hidden />} onClick={() => void logOut(navigate)}>
                {t('frame.logout')}
              </Button>
            </>
          )}
        </div>
      </header>
      <main className={styles.content}>{children}</main>
      <footer className={styles.footer} style={{ color: token.colorTextSecondary }}>
        {t('common:productName')} V1.0
      </footer>
    </div>
  );
}
