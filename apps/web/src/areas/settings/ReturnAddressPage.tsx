import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { MAX_RETURN_ADDRESSES } from '@sc/contract/calls/settings.ts';
import { App, Button, Card, Empty, Flex, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFormDrawer } from './AddressFormDrawer.tsx';
import { AddressTable } from './AddressTable.tsx';
import { type ReturnAddress, useAddressActions, useReturnAddresses } from './return-address-queries.ts';

/** /setting/returnaddress: the shop's return addresses (at most 20), one of them the default. */
export default function ReturnAddressPage() {
  const { t } = useTranslation('settings');
  const addresses = useReturnAddresses();
  const { remove, makeDefault } = useAddressActions();
  const { message: toast } = App.useApp();
  // The drawer is mounted while in use; a new key gives it a fresh form each time.
  const [drawer, setDrawer] = useState<{ key: number; editing?: ReturnAddress } | null>(null);
  const list = addresses.data ?? [];
  const full = list.length >= MAX_RETURN_ADDRESSES;
  const openDrawer = (editing?: ReturnAddress) => setDrawer({ key: Date.now(), ...(editing ? { editing } : {}) });

  const addButton = (
    <Tooltip title={full ? t('returnAddress.limitReached', { max: MAX_RETURN_ADDRESSES }) : undefined}>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        disabled={full || addresses.isLoading}
        onClick={() => openDrawer()}
      >
        {t('returnAddress.add')}
      </Button>
    </Tooltip>
  );

  return (
    <Card>
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('returnAddress.intro')}</Typography.Text>
        <Flex align="center" gap={12}>
          {list.length > 0 && (
            <Typography.Text type="secondary" aria-live="polite">
              {t('returnAddress.count', { count: list.length, max: MAX_RETURN_ADDRESSES })}
            </Typography.Text>
          )}
          {addButton}
        </Flex>
      </Flex>
      <AddressTable
        addresses={list}
        loading={addresses.isLoading}
        empty={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <Typography.Text strong>{t('returnAddress.empty')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('returnAddress.emptyHint')}</Typography.Text>
              </>
            }
          />
        }
        onEdit={openDrawer}
        onSetDefault={(a) =>
          makeDefault.mutateAsync(a.addressId).then(
            () => toast.success(t('returnAddress.defaultSet')),
            () => undefined, // the client has shown why
          )
        }
        onDelete={(a) =>
          remove.mutateAsync(a.addressId).then(
            () => toast.success(t('returnAddress.deleted')),
            () => undefined,
          )
        }
      />
      {drawer && (
        <AddressFormDrawer
          key={drawer.key}
          editing={drawer.editing}
          isFirst={list.length === 0}
          onSaved={() => toast.success(t('returnAddress.saved'))}
          onClosed={() => setDrawer(null)}
        />
      )}
    </Card>
  );
}
