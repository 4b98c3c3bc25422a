import DownOutlined from '@ant-design/icons/DownOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import FileDoneOutlined from '@ant-design/icons/FileDoneOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/session.ts';
import { readStored } from '../../session/storage.ts';
import { storePreviewTarget } from '../external-links.ts';
import { logOut } from '../log-out.ts';
import styles from './UserMenu.module.css';

/** Avatar and name; store preview, store switch, store entry and logout. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { user, shopId } = useSession();
  const shops = readStored<unknown[]>('shopList') ?? user?.shopList ?? [];

  const items: MenuProps['items'] = [
    ...(shopId ? [{ key: 'preview', icon: <EyeOutlined />, label: t('topBar.storePreview') }] : []),
    ...(shops.length > 1 ? [{ key: 'switch', icon: <SwapOutlined />, label: t('topBar.switchStore') }] : []),
    { key: 'entry', icon: <FileDoneOutlined />, label: t('topBar.storeEntry') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('topBar.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'preview' && shopId) {
      const target = storePreviewTarget(shopId);
      if ('external' in target) window.open(target.external, '_blank', 'noopener');
      else void navigate(target.path);
    }
    if (key === 'switch') void navigate('/selectshop?t=true');
    if (key === 'entry') void navigate('/storeentrylist');
    if (key === 'logout') void logOut(navigate);
  };

  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick }}>
      <button type="button" className={styles.user} aria-haspopup="menu" data-testid="user-menu">
        <Avatar size={28} src={user?.iconUrl || undefined} icon={<UserOutlined />} alt="" />
        <span className={styles.name}>{user?.userName}</span>
        <DownOutlined className={styles.caret} aria-hidden />
      </button>
    </Dropdown>
  );
}
