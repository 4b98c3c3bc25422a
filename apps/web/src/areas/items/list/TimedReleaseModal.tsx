import { itemTimedRelease, type ProductRow } from '@sc/contract/calls/items.ts';
import { THAI_DATE_FORMAT } from '@sc/contract/constants.ts';
import { App, Button, DatePicker, Flex, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { serverNow } from '../../../api/server-time.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useRefreshProducts } from './product-queries.ts';

/** Schedules an off-shelf product to go on sale at a time, or cancels its schedule. */
export function TimedReleaseModal({ product, onClose }: { product: ProductRow; onClose: () => void }) {
  const { t } = useTranslation('items');
  const { message } = App.useApp();
  const refresh = useRefreshProducts();
  const [form] = Form.useForm<{ at: Dayjs | null }>();
  const [busy, setBusy] = useState<'save' | 'cancel' | null>(null);
  const scheduled = product.status === 'coming' && product.releaseAt ? product.releaseAt : null;

  const run = async (releaseAt: string | null) => {
    setBusy(releaseAt ? 'save' : 'cancel');
    try {
      const r = await api(itemTimedRelease, { productId: product.productId, releaseAt });
      void message.success(
        r.releaseAt ? t('timed.scheduled', { time: formatDateTime(r.releaseAt) }) : t('timed.cancelled'),
      );
      await refresh();
      onClose();
    } catch {
      // The client has shown why.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open
      title={t('timed.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex justify="space-between" gap={8}>
          <span>
            {scheduled && (
              <Button danger loading={busy === 'cancel'} onClick={() => void run(null)}>
                {t('timed.cancel')}
              </Button>
            )}
          </span>
          <Flex gap={8}>
            <Button onClick={onClose}>{t('common:cancel')}</Button>
            <Button type="primary" loading={busy === 'save'} onClick={() => form.submit()}>
              {t('timed.save')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('timed.hint')}</Typography.Text>
        {scheduled && <Typography.Text>{t('timed.current', { time: formatDateTime(scheduled) })}</Typography.Text>}
        <Form
          form={form}
          name="timedRelease"
          layout="vertical"
          initialValues={{ at: scheduled ? dayjs(scheduled) : null }}
          onFinish={(v) => v.at && void run(v.at.toISOString())}
        >
          <Form.Item
            name="at"
            label={t('timed.at')}
            rules={[
              { required: true, message: t('timed.pick') },
              {
                validator: async (_rule, v: Dayjs | null) => {
                  if (v && !v.isAfter(dayjs(serverNow()))) throw new Error(t('timed.mustBeFuture'));
                },
              },
            ]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={currentLocale() === 'th-TH' ? THAI_DATE_FORMAT : 'YYYY-MM-DD HH:mm'}
              placeholder={t('timed.pick')}
              disabledDate={(d) => d.isBefore(dayjs(serverNow()), 'day')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
