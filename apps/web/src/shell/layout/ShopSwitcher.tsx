import CheckOutlined from '@ant-design/icons/CheckOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import { switchStore } from '@sc/contract/calls/account.ts';
import { SHOP_TYPE_NAMES } from '@sc/contract/shop-types.ts';
import { App, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { rememberLogin, type UserInfo, useSession } from '../../session/session.ts';
import { readStored } from '../../session/storage.ts';
import styles from './ShopSwitcher.module.css';

type Shop = UserInfo['shopList'][number];

const typeName = (shop: Shop) => SHOP_TYPE_NAMES[shop.shopType]?.[currentLocale()] ?? '';

/**
 * The session's shop in the top bar, by name and type, so a merchant with several shops always
 * sees which one they work in; its menu switches to another shop at once (the same store switch
 * as /selectshop) or opens /selectshop for the full list.
 */
export function ShopSwitcher() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { user, userId, shopId } = useSession();
  const [busy, setBusy] = useState(false);
  const shops: Shop[] = user?.shopList ?? readStored<Shop[]>('shopList') ?? [];
  const shop = shops.find((s) => s.shopId === shopId);
  if (!shop) return null;

  async function switchTo(target: Shop) {
    setBusy(true);
    try {
      await api(switchStore, { shopId: target.shopId });
      rememberLogin({
        userId: userId ?? '',
        shopId: target.shopId,
        userName: user?.userName ?? readStored<string>('userName') ?? '',
        shopList: shops,
      });
      await navigate('/dashboard/index');
      void message.success(t('topBar.switchedTo', { name: target.shopName }));
    } catch {
      // The client has shown why; the shop stays as it was.
    } finally {
      setBusy(false);
    }
  }

  const others = shops.filter((s) => s.shopId !== shop.shopId);
  const items: MenuProps['items'] = [
    {
      key: shop.shopId,
      icon: <CheckOutlined />,
      label: <ShopLabel shop={shop} />,
      disabled: true,
    },
    ...others.map((s) => ({ key: s.shopId, icon: <ShopOutlined />, label: <ShopLabel shop={s} /> })),
    { type: 'divider' as const },
    { key: 'all', icon: <SwapOutlined />, label: t('topBar.allStores') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'all') {
      void navigate('/selectshop?t=true');
      return;
    }
    const target = others.find((s) => s.shopId === key);
    if (target) void switchTo(target);
  };

  const kind = typeName(shop);
  return (
    <Dropdown trigger={['click']} placement="bottomLeft" menu={{ items, onClick }} disabled={busy}>
      <button
        type="button"
        className={styles.shop}
        aria-haspopup="menu"
        title={t('topBar.currentStore', { name: shop.shopName, type: kind })}
        data-testid="shop-switcher"
      >
        <ShopOutlined aria-hidden className={styles.icon} />
        <span className={styles.name}>{shop.shopName}</span>
        {kind && <span className={styles.type}>{kind}</span>}
        <DownOutlined aria-hidden className={styles.caret} />
      </button>
    </Dropdown>
  );
}

function ShopLabel({ shop }: { shop: Shop }) {
  const kind = typeName(shop);
  return (
    <span className={styles.option}>
      <span>{shop.shopName}</span>
      {kind && <span className={styles.optionType}>{kind}</span>}
    </span>
  );
}
