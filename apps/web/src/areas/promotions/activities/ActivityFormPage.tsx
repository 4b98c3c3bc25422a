import { ACTIVITY_MAX_DAYS, ACTIVITY_NAME_MAX } from '@sc/contract/activities.ts';
import { Alert, App, Button, Card, DatePicker, Flex, Form, Input, Skeleton, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { placeServerError } from '../../../components/form/server-errors.ts';
import { ACTIVITY_LIST_PATH, activityItemsPath } from '../paths.ts';
import styles from '../promotion-form.module.css';
import shared from '../promotions.module.css';
import { useActivity, useActivityActions } from './activity-queries.ts';

interface Values {
  name?: string;
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
}

const FIELDS = ['name', 'startTime', 'endTime'] as const;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * /promotion/specialOffer (?id= to edit): a discount's name and window. A new one goes on to its
 * products and prices; one that has started can no longer change.
 */
export default function ActivityFormPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const [params] = useSearchParams();
  const activityId = params.get('id') ?? undefined;
  const existing = useActivity(activityId);
  const { add, modify } = useActivityActions();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (existing.data) {
      form.setFieldsValue({
        name: existing.data.name,
        startTime: dayjs(existing.data.startTime),
        endTime: dayjs(existing.data.endTime),
      });
    }
  }, [existing.data, form]);

  if (activityId && existing.isPending) return <Skeleton active />;
  if (activityId && !existing.data) return <Alert type="warning" showIcon message={t('activity.missing')} />;
  const locked = !!existing.data && existing.data.state !== 'not_started';

  const start = dayjs().add(10, 'minute').startOf('minute');
  const initial: Values = { name: '', startTime: start, endTime: start.add(7, 'day') };

  const submit = async (values: Values) => {
    setProblem(undefined);
    const input = {
      name: values.name ?? '',
      startTime: values.startTime?.toISOString() ?? '',
      endTime: values.endTime?.toISOString() ?? '',
    };
    try {
      if (activityId) {
        await modify.mutateAsync({ activityId, ...input });
        toast.success(t('activity.form.saved'));
        void navigate(ACTIVITY_LIST_PATH);
      } else {
        const made = await add.mutateAsync(input);
        toast.success(t('activity.form.saved'));
        void navigate(activityItemsPath(made.activityId));
      }
    } catch (err) {
      setProblem(placeServerError(form, err, FIELDS));
    }
  };

  return (
    <Card className={styles.formCard}>
      <Typography.Paragraph type="secondary">
        {t('activity.form.intro', { days: ACTIVITY_MAX_DAYS })}
      </Typography.Paragraph>
      {locked && <Alert className={shared.notice} type="info" showIcon message={t('activity.form.notEditable')} />}
      {problem && <Alert className={shared.notice} type="error" showIcon message={problem} />}
      <Form<Values>
        form={form}
        name="activityForm"
        layout="vertical"
        initialValues={initial}
        disabled={locked}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('activity.form.name')}
          rules={[{ required: true, whitespace: true, message: t('activity.form.nameRequired') }]}
        >
          <Input maxLength={ACTIVITY_NAME_MAX} showCount placeholder={t('activity.form.namePlaceholder')} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            name="startTime"
            label={t('activity.form.start')}
            rules={[{ required: true, message: t('activity.form.timeRequired') }]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
          </Form.Item>
          <Form.Item
            name="endTime"
            label={t('activity.form.end')}
            rules={[{ required: true, message: t('activity.form.timeRequired') }]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
          </Form.Item>
        </Flex>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={add.isPending || modify.isPending}>
            {activityId ? t('activity.form.saveEdit') : t('activity.form.save')}
          </Button>
          <Button disabled={false} onClick={() => void navigate(ACTIVITY_LIST_PATH)}>
            {t('activity.form.cancel')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
