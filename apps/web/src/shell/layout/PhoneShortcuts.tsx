import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HELP_CENTRE_URL } from '../external-links.ts';
import { useUnreadChatCount } from '../pollers/unread-chat.ts';
import styles from './PhoneShortcuts.module.css';

/** On a phone the top bar keeps only menu, shop, language and user: its shortcuts sit under the drawer's menu. */
export function PhoneShortcuts() {
  const { t } = useTranslation('shell');
  const unread = useUnreadChatCount();
  return (
    <nav className={styles.shortcuts} aria-label={t('topBar.shortcuts')}>
      <Link to="/dashboard/downloadcenter" className={styles.item}>
        <DownloadOutlined aria-hidden />
        <span>{t('topBar.downloadCentre')}</span>
      </Link>
      {HELP_CENTRE_URL && (
        <a href={HELP_CENTRE_URL} target="_blank" rel="noopener noreferrer" className={styles.item}>
          <QuestionCircleOutlined aria-hidden />
          <span>{t('topBar.helpCentre')}</span>
        </a>
      )}
      <a href="/im" target="_blank" rel="noopener" className={styles.item}>
        <CustomerServiceOutlined aria-hidden />
        <span>{t('topBar.customerService')}</span>
        <Badge count={unread} size="small" overflowCount={99} />
      </a>
    </nav>
  );
}
