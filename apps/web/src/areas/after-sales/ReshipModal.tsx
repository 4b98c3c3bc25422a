import { Form, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CarrierWaybillFields } from '../../components/carrier/CarrierWaybillFields.tsx';

export interface ReshipValues {
  carrierCode: string;
  waybillNo: string;
}

/** Reship the replacement of an exchange: the carrier and its waybill number. */
export function ReshipModal({
  caseId,
  open,
  busy,
  onSubmit,
  onClose,
}: {
  caseId: string;
  open: boolean;
  busy: boolean;
  onSubmit: (values: ReshipValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('after-sales');
  const [form] = Form.useForm<ReshipValues>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={t('action.reshipTitle', { id: caseId })}
      okText={t('action.reship')}
      cancelText={t('common:cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<ReshipValues> form={form} name="afterSaleReship" layout="vertical" onFinish={onSubmit}>
        <CarrierWaybillFields />
      </Form>
    </Modal>
  );
}
