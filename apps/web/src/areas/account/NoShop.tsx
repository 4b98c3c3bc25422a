import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './NoShop.module.css';

/** The empty state of the shop choice and the store-entry list: nothing yet, apply for a store. */
export function NoShop({ title, text }: { title?: string; text?: string }) {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  return (
    <div className={styles.empty}>
      <span
        className={styles.icon}
        style={{ background: token.colorPrimaryBg, color: token.colorPrimaryActive }}
        aria-hidden
      >
        <ShopOutlined />
      </span>
      <h2 className={styles.title} style={{ color: token.colorTextHeading }}>
        {title ?? t('selectShop.emptyTitle')}
      </h2>
      <p className={styles.text} style={{ color: token.colorTextSecondary }}>
        {text ?? t('selectShop.emptyText')}
      </p>
      <Button
        type="primary"
        size="large"
        icon={<PlusOutlined aria-hidden />}
        onClick={() => void navigate('/storeentry')}
      >
        {t('selectShop.applyStore')}
      </Button>
    </div>
  );
}
