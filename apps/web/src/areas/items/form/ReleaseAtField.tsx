import { checkNotInPast } from '@sc/contract/validators/date.ts';
import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { serverNow } from '../../../api/server-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';

/** When a timed release puts the product on sale: a date and time in the future (by the server's clock). */
export function ReleaseAtField({ width = 240 }: { width?: number | string }) {
  const { t } = useTranslation('items');
  return (
    <Form.Item
      name="releaseAt"
      label={t('sale.releaseAt')}
      extra={t('sale.releaseAtHint')}
      rules={[
        { required: true, message: t('sale.releaseAtRequired') },
        {
          validator: async (_rule, value: Dayjs | undefined) => {
            if (!value) return;
            const check = checkNotInPast(value.toDate(), serverNow());
            if (!check.ok) throw new Error(formatValidatorMessage(check.key, currentLocale(), check.params));
          },
        },
      ]}
    >
      <DatePicker
        showTime={{ format: 'HH:mm', minuteStep: 5 }}
        format={currentLocale() === 'th-TH' ? 'DD/MM/YYYY HH:mm' : 'YYYY-MM-DD HH:mm'}
        disabledDate={(d) => d.isBefore(dayjs(serverNow()), 'day')}
        style={{ width }}
      />
    </Form.Item>
  );
}
