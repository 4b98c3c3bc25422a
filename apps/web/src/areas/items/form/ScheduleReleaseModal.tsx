import { App, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductShelfActions } from './product-queries.ts';
import { ReleaseAtField } from './ReleaseAtField.tsx';

/** Schedules an off-shelf product to go on sale at a future time. */
export function ScheduleReleaseModal({ productId, onClose }: { productId: string; onClose: () => void }) {
  const { t } = useTranslation('items');
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<{ releaseAt: Dayjs }>();
  const [open, setOpen] = useState(true);
  const { schedule } = useProductShelfActions();
  return (
    <Modal
      open={open}
      title={t('details.schedule')}
      okText={t('details.scheduleOk')}
      confirmLoading={schedule.isPending}
      onOk={() => form.submit()}
      onCancel={() => setOpen(false)}
      afterOpenChange={(visible) => !visible && onClose()}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={({ releaseAt }) =>
          schedule.mutateAsync({ productId, releaseAt: releaseAt.toISOString() }).then(
            () => {
              toast.success(t('details.scheduled'));
              setOpen(false);
            },
            () => undefined,
          )
        }
      >
        <ReleaseAtField width="100%" />
      </Form>
    </Modal>
  );
}
