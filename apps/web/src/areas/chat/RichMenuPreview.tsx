import { GiftOutlined, MessageOutlined, ProfileOutlined, ShoppingOutlined } from '@ant-design/icons';
import type { RichMenuAction } from '@sc/contract/chat.ts';
import { useTranslation } from 'react-i18next';
import styles from './rich-menu.module.css';

export interface PreviewTile {
  label: string;
  imageUrl: string;
  action: RichMenuAction;
  /** The product or coupon picked, as it is now. */
  target?: { title: string; amount: string } | undefined;
}

const ICONS = {
  product: <ShoppingOutlined />,
  coupon: <GiftOutlined />,
  orders: <ProfileOutlined />,
  reply: <MessageOutlined />,
} as const;

/** The rich menu as a buyer's phone shows it: the chat, its input, the tiles under it (three a row). */
export function RichMenuPreview({ enabled, tiles }: { enabled: boolean; tiles: PreviewTile[] }) {
  const { t } = useTranslation('chat');
  return (
    <figure className={styles.phone} aria-label={t('richMenu.preview')} style={{ margin: 0 }}>
      <figcaption className={styles.phoneChat}>{t('richMenu.preview')}</figcaption>
      <div className={styles.phoneInput} aria-hidden>
        {t('richMenu.previewInput')}
      </div>
      {enabled && tiles.length > 0 ? (
        <ul className={styles.grid}>
          {tiles.map((tile, i) => (
            // The tiles have no ids until saved; their place is what the buyer sees.
            // biome-ignore lint/suspicious/noArrayIndexKey: the order is the tile's identity here
            <li key={i}>
              {tile.imageUrl ? (
                <img src={tile.imageUrl} alt="" />
              ) : (
                <span className={styles.icon} aria-hidden>
                  {ICONS[tile.action]}
                </span>
              )}
              <strong>{tile.label || '…'}</strong>
              {tile.target && (
                <span className={styles.sub}>
                  {tile.action === 'product'
                    ? `฿${tile.target.amount}`
                    : t('coupon.off', { value: couponFace(tile.target.amount) })}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.off}>{enabled ? t('richMenu.empty') : t('richMenu.previewOff')}</p>
      )}
    </figure>
  );
}

/** "50.00" is baht off, "10%" a percent. */
const couponFace = (amount: string) => (amount.endsWith('%') ? amount : `฿${amount}`);
