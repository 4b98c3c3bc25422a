import { MAX_SCORE, REPLY_STATES, REVIEW_MEDIA } from '@sc/contract/calls/reviews.ts';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const STARS = Array.from({ length: MAX_SCORE }, (_, i) => MAX_SCORE - i);

/** The search fields of /shop/evaluate, named as review-list-query.ts reads them. */
export function ReviewSearchFields() {
  const { t } = useTranslation('reviews');
  return (
    <>
      <Form.Item name="product" label={t('filter.product')}>
        <Input allowClear maxLength={100} placeholder={t('filter.productPlaceholder')} />
      </Form.Item>
      <Form.Item name="scores" label={t('filter.scores')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('filter.scoresPlaceholder')}
          options={STARS.map((score) => ({
            value: score,
            label: score === 1 ? t('summary.star') : t('summary.stars', { score }),
          }))}
        />
      </Form.Item>
      <Form.Item name="media" label={t('filter.media')}>
        <Select options={REVIEW_MEDIA.map((m) => ({ value: m, label: t(`media.${m}`) }))} />
      </Form.Item>
      <Form.Item name="replied" label={t('filter.replied')}>
        <Select options={REPLY_STATES.map((r) => ({ value: r, label: t(`replied.${r}`) }))} />
      </Form.Item>
      <Form.Item name="orderNo" label={t('filter.orderNo')}>
        <Input allowClear maxLength={40} placeholder={t('filter.orderNoPlaceholder')} />
      </Form.Item>
      <Form.Item name="range" label={t('filter.time')}>
        <DatePicker.RangePicker
          style={{ width: '100%' }}
          placeholder={[t('filter.start'), t('filter.end')]}
          disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
        />
      </Form.Item>
    </>
  );
}
