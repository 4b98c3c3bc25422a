import { carrierExpressList, HANDOVER, type Handover } from '@sc/contract/calls/shipping.ts';
import { Alert, Form, Radio, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/use-call.ts';
import { carrierLabel } from '../../components/carrier/carrier-labels.ts';

export interface ArrangeValues {
  carrierCode?: string;
  handover?: Handover;
}

/** The shop's carriers (catalogue entry /oms/dms/carrier/express/list): the default first. */
export function useShopCarriers(enabled = true) {
  return useCall(carrierExpressList, {}, { enabled, staleTime: 60_000 });
}

/** The carrier the booking uses unless the merchant picks another: the shop's default, else its first. */
export function defaultCarrierOf(list: readonly { code: string; isDefault: 'y' | 'n' }[] | undefined) {
  return (list?.find((c) => c.isDefault === 'y') ?? list?.[0])?.code;
}

/**
 * The fields of a carrier booking inside an antd Form: which of the shop's carriers, and how the
 * parcel reaches it (pick-up at the shop or drop-off at a branch).
 */
export function ArrangeFields() {
  const { t } = useTranslation(['orders', 'carrier']);
  const carriers = useShopCarriers();
  const list = carriers.data?.list ?? [];
  if (carriers.isSuccess && list.length === 0) {
    return <Alert type="warning" showIcon message={t('ship.noCarrier')} data-testid="no-carrier" />;
  }
  return (
    <>
      <Form.Item
        name="carrierCode"
        label={t('carrier:field.carrier')}
        rules={[{ required: true, message: t('carrier:field.carrierRequired') }]}
      >
        <Select
          loading={carriers.isLoading}
          options={list.map((c) => ({ value: c.code, label: carrierLabel(t, c.code) || c.name }))}
        />
      </Form.Item>
      <Form.Item name="handover" label={t('ship.handover')} rules={[{ required: true }]}>
        <Radio.Group>
          <Space direction="vertical">
            {HANDOVER.map((h) => (
              <Radio key={h} value={h} data-testid={`handover-${h}`}>
                {t(`ship.${h}`)}
                <br />
                <Typography.Text type="secondary">{t(`ship.${h}Hint`)}</Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
    </>
  );
}
