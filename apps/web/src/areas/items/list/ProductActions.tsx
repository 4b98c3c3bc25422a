import DownOutlined from '@ant-design/icons/DownOutlined';
import { itemDelete, itemPublish, type ProductRow } from '@sc/contract/calls/items.ts';
import { App, Button, Dropdown, Flex, Popconfirm, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../api/client.ts';
import { detailsPath, editPath } from './ProductCell.tsx';
import { useRefreshProducts } from './product-queries.ts';
import styles from './products.module.css';
import { QrCodeModal } from './QrCodeModal.tsx';
import { TimedReleaseModal } from './TimedReleaseModal.tsx';

/** Why a product cannot go on shelf now, or undefined when it can. */
export function onShelfBlocked(p: ProductRow, t: (key: string) => string): string | undefined {
  if (p.status === 'halted') return t('action.haltedNoShelf');
  if (p.stockTotal - p.reservedTotal <= 0 && p.preSale === 'n') return t('action.noStockNoShelf');
  return undefined;
}

/** The actions of one row of /shop/index: edit, details, on/off shelf, and more (QR code, timed release, delete). */
export function ProductActions({ product }: { product: ProductRow }) {
  const { t } = useTranslation('items');
  const { message, modal } = App.useApp();
  const refresh = useRefreshProducts();
  const [open, setOpen] = useState<'qr' | 'timed' | null>(null);
  const [busy, setBusy] = useState(false);
  const onShelf = product.status === 'on_sale' || product.status === 'sold_out';
  const blocked = onShelf ? undefined : onShelfBlocked(product, t);
  const canSchedule = product.status === 'off_shelf' || product.status === 'coming';

  const publish = async (up: boolean) => {
    setBusy(true);
    try {
      await api(itemPublish, { productId: product.productId, onShelf: up ? 'y' : 'n' });
      void message.success(t(up ? 'action.onShelfDone' : 'action.offShelfDone'));
      await refresh();
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    modal.confirm({
      title: t('action.deleteConfirm'),
      content: t('action.deleteHint'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        const r = await api(itemDelete, { productIds: [product.productId] }).catch(() => null);
        if (!r) return;
        const refused = r.results.find((row) => row.ok === 'n');
        if (refused) void message.error(refused.reason);
        else void message.success(t('action.deleted'));
        await refresh();
      },
    });

  return (
    <Flex vertical gap={2} align="flex-start" className={styles.actions}>
      <Link to={editPath(product.productId)}>{t('action.edit')}</Link>
      <Link to={detailsPath(product.productId)}>{t('action.details')}</Link>
      {onShelf ? (
        <Popconfirm
          title={t('action.offShelfConfirm')}
          description={t('action.offShelfHint')}
          okText={t('action.offShelf')}
          cancelText={t('common:cancel')}
          onConfirm={() => publish(false)}
        >
          <Button type="link" size="small" loading={busy} style={{ padding: 0, height: 'auto' }}>
            {t('action.offShelf')}
          </Button>
        </Popconfirm>
      ) : (
        <Tooltip title={blocked}>
          <Button
            type="link"
            size="small"
            loading={busy}
            disabled={blocked !== undefined}
            onClick={() => void publish(true)}
            style={{ padding: 0, height: 'auto' }}
          >
            {t('action.onShelf')}
          </Button>
        </Tooltip>
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'qr', label: t('action.qr') },
            {
              key: 'timed',
              label: canSchedule ? (
                t('action.timed')
              ) : (
                <Tooltip title={t('action.onlyOffShelfTimed')}>{t('action.timed')}</Tooltip>
              ),
              disabled: !canSchedule,
            },
            { type: 'divider' },
            { key: 'delete', label: t('action.delete'), danger: true },
          ],
          onClick: ({ key }) => {
            if (key === 'delete') remove();
            else if (key === 'qr' || key === 'timed') setOpen(key);
          },
        }}
      >
        <Button type="link" size="small" style={{ padding: 0, height: 'auto' }}>
          {t('action.more')} <DownOutlined />
        </Button>
      </Dropdown>
      {open === 'qr' && <QrCodeModal product={product} onClose={() => setOpen(null)} />}
      {open === 'timed' && <TimedReleaseModal product={product} onClose={() => setOpen(null)} />}
    </Flex>
  );
}
