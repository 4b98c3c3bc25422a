import ShopOutlined from '@ant-design/icons/ShopOutlined';
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import styles from './BareComingSoon.module.css';
import { useRouteTitle } from './use-route-title.ts';

/** A route outside the main layout (chat, mobile pages) whose screen a later issue brings. */
export function BareComingSoon() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const title = useRouteTitle();
  const navigate = useNavigate();
  return (
    <main className={styles.page} style={{ fontFamily: token.fontFamily }}>
      <header className={styles.bar}>
        <span className={styles.brand}>
          <span className={styles.mark} style={{ background: token.colorPrimary }} aria-hidden>
            <ShopOutlined />
          </span>
          {t('common:productName')}
        </span>
        <LanguageSwitch />
      </header>
      <section className={styles.card} aria-labelledby="bare-title">
        <h1 id="bare-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.headline}>{t('comingSoon.title')}</p>
        <p className={styles.text}>{t('comingSoon.text')}</p>
        <Button type="primary" onClick={() => void navigate('/dashboard/index')}>
          {t('comingSoon.home')}
        </Button>
      </section>
    </main>
  );
}
