import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import type { shopUserListInquiry } from '@sc/contract/calls/account.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import { SHOP_TYPE_NAMES } from '@sc/contract/shop-types.ts';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { MAIN_ACCOUNT } from './main-account.ts';
import styles from './ShopCard.module.css';

export type ShopChoice = CallResponse<typeof shopUserListInquiry>['list'][number];

// Light tint and dark letter pairs (each well above 4.5:1), one per place in the list, so
// shops with the same initial still look different.
const AVATAR_TINTS = [
  ['#e6f4ff', '#0958d9'],
  ['#f6ffed', '#237804'],
  ['#fff7e6', '#ad4e00'],
  ['#f9f0ff', '#531dab'],
  ['#e6fffb', '#006d75'],
  ['#fff0f6', '#9e1068'],
] as const;

/** One shop to choose: its initial, name, type and the user's role in it; the whole card is the button. */
export function ShopCard({
  shop,
  place,
  busy,
  disabled,
  onChoose,
}: {
  shop: ShopChoice;
  /** Its place in the list, for the avatar's colour. */
  place: number;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  const current = shop.current === 'y';
  const typeName = SHOP_TYPE_NAMES[shop.shopType]?.[currentLocale()];
  const [tint, ink] = AVATAR_TINTS[place % AVATAR_TINTS.length] ?? AVATAR_TINTS[0];
  return (
    <button
      type="button"
      className={`${styles.card} ${current ? styles.current : ''}`}
      style={{ borderColor: current ? token.colorPrimary : undefined }}
      disabled={disabled}
      aria-current={current ? 'true' : undefined}
      aria-busy={busy}
      onClick={onChoose}
    >
      <span className={styles.avatar} style={{ background: tint, color: ink }} aria-hidden>
        {[...shop.shopName.trim()][0]?.toUpperCase() ?? '?'}
      </span>
      <span className={styles.body}>
        <span className={styles.name} style={{ color: token.colorTextHeading }}>
          {shop.shopName}
        </span>
        <span className={styles.meta} style={{ color: token.colorTextSecondary }}>
          {typeName && <span>{typeName}</span>}
          <span>{shop.acctType === MAIN_ACCOUNT ? t('selectShop.mainAccount') : t('selectShop.subAccount')}</span>
        </span>
      </span>
      {current && (
        <span className={styles.tag} style={{ color: token.colorPrimaryActive, background: token.colorPrimaryBg }}>
          {t('selectShop.current')}
        </span>
      )}
      <span className={styles.go} style={{ color: token.colorTextTertiary }} aria-hidden>
        {busy ? <LoadingOutlined /> : <RightOutlined />}
      </span>
    </button>
  );
}
