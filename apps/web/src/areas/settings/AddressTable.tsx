import { Button, Popconfirm, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAddress } from '../../components/address/format-address.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { localPhone } from './local-phone.ts';
import type { ReturnAddress } from './return-address-queries.ts';

/** The return addresses, the default first (the server's order), each with its actions. */
export function AddressTable({
  addresses,
  loading,
  empty,
  onEdit,
  onSetDefault,
  onDelete,
}: {
  addresses: ReturnAddress[];
  loading: boolean;
  empty: ReactNode;
  onEdit: (a: ReturnAddress) => void;
  onSetDefault: (a: ReturnAddress) => Promise<unknown>;
  onDelete: (a: ReturnAddress) => Promise<unknown>;
}) {
  const { t } = useTranslation('settings');
  const locale = currentLocale();
  const columns: TableColumnsType<ReturnAddress> = [
    {
      key: 'name',
      title: t('returnAddress.column.name'),
      width: '20%',
      render: (_, a) => (
        <Space size={4} wrap>
          <Typography.Text strong>{a.name}</Typography.Text>
          {a.isDefault === 'y' && <Tag color="blue">{t('returnAddress.defaultTag')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'contact',
      title: t('returnAddress.column.contact'),
      width: '20%',
      render: (_, a) => (
        <>
          <div>{a.contact}</div>
          <Typography.Text type="secondary">{localPhone(a.phone)}</Typography.Text>
        </>
      ),
    },
    {
      key: 'address',
      title: t('returnAddress.column.address'),
      render: (_, a) => (
        <>
          <div>{formatAddress(a, locale)}</div>
          {a.latitude && a.longitude && (
            <Typography.Text type="secondary">
              {t('returnAddress.coordinates', { latitude: a.latitude, longitude: a.longitude })}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      title: t('returnAddress.column.actions'),
      width: 240,
      render: (_, a) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => onEdit(a)}>
            {t('common:edit')}
          </Button>
          {a.isDefault === 'n' && (
            <Button type="link" size="small" onClick={() => onSetDefault(a)}>
              {t('returnAddress.setDefault')}
            </Button>
          )}
          <Popconfirm
            title={t('returnAddress.deleteConfirm')}
            description={a.isDefault === 'y' ? t('returnAddress.deleteDefaultHint') : undefined}
            okText={t('common:delete')}
            cancelText={t('common:cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(a)}
          >
            <Button type="link" size="small" danger>
              {t('common:delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Table<ReturnAddress>
      rowKey="addressId"
      columns={columns}
      dataSource={addresses}
      loading={loading}
      pagination={false}
      locale={{ emptyText: empty }}
      scroll={{ x: 800 }}
    />
  );
}
