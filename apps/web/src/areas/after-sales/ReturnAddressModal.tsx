import { AFTER_SALE_RETURN_SHIP_DAYS } from '@sc/contract/after-sales.ts';
import { Alert, Empty, Flex, Modal, Radio, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMayOpen } from '../../components/access/may-open.ts';
import { formatAddress } from '../../components/address/format-address.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useReturnAddresses } from '../settings/index.ts';
import { RETURN_ADDRESS_PATH } from './paths.ts';

interface Props {
  busy: boolean;
  /** The chosen address, or none for the shop's default one. */
  onSubmit: (addressId: string | undefined) => void;
  onClose: () => void;
}

/**
 * Agree to a return: choose where the buyer sends it, the shop's default address chosen at
 * first. A user who may not see the shop's return addresses agrees to the default one.
 */
export function ReturnAddressModal(props: Props) {
  const mayOpen = useMayOpen();
  return mayOpen(RETURN_ADDRESS_PATH) ? <AddressChoice {...props} /> : <DefaultAddress {...props} />;
}

function DefaultAddress({ busy, onSubmit, onClose }: Props) {
  const { t } = useTranslation('after-sales');
  return (
    <Modal
      open
      title={t('action.agreeReturnTitle')}
      okText={t('action.agreeReturn')}
      cancelText={t('common:cancel')}
      confirmLoading={busy}
      onOk={() => onSubmit(undefined)}
      onCancel={onClose}
    >
      <Flex vertical gap={16}>
        <Alert type="info" showIcon message={t('action.agreeReturnHint', { days: AFTER_SALE_RETURN_SHIP_DAYS })} />
        <Typography.Text>{t('action.defaultUsed')}</Typography.Text>
      </Flex>
    </Modal>
  );
}

function AddressChoice({ busy, onSubmit, onClose }: Props) {
  const { t } = useTranslation('after-sales');
  const locale = currentLocale();
  const addresses = useReturnAddresses();
  const list = addresses.data ?? [];
  const [chosen, setChosen] = useState<string | undefined>();
  const preset = list.find((a) => a.isDefault === 'y')?.addressId ?? list[0]?.addressId;
  useEffect(() => setChosen(preset), [preset]);

  const body = (() => {
    if (addresses.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (list.length === 0) {
      return (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('action.noAddress')}>
          <Link to={RETURN_ADDRESS_PATH}>{t('action.addAddress')}</Link>
        </Empty>
      );
    }
    return (
      <Radio.Group
        value={chosen}
        onChange={(e) => setChosen(String(e.target.value))}
        aria-label={t('action.returnAddress')}
        style={{ width: '100%' }}
      >
        <Flex vertical gap={12}>
          {list.map((a) => (
            <Radio key={a.addressId} value={a.addressId} data-address={a.addressId}>
              <Flex vertical>
                <span>
                  <Typography.Text strong>{a.name}</Typography.Text> · {a.contact} {a.phone}{' '}
                  {a.isDefault === 'y' && <Tag color="blue">{t('action.defaultAddress')}</Tag>}
                </span>
                <Typography.Text type="secondary">{formatAddress(a, locale)}</Typography.Text>
              </Flex>
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    );
  })();

  return (
    <Modal
      open
      title={t('action.agreeReturnTitle')}
      okText={t('action.agreeReturn')}
      cancelText={t('common:cancel')}
      okButtonProps={{ disabled: !chosen }}
      confirmLoading={busy}
      onOk={() => chosen && onSubmit(chosen)}
      onCancel={onClose}
    >
      <Flex vertical gap={16}>
        <Alert type="info" showIcon message={t('action.agreeReturnHint', { days: AFTER_SALE_RETURN_SHIP_DAYS })} />
        {body}
      </Flex>
    </Modal>
  );
}
