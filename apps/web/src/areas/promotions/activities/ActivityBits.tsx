import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ActivityState } from '@sc/contract/activities.ts';
import { App, Button, Flex, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { activityFormPath, activityItemsPath } from './activity-paths.ts';
import { type ActivityRow, useActivityActions } from './activity-queries.ts';

// What the discount list's table and its phone cards share: the create button, the state's tag
// and a row's actions.

const STATE_COLOURS: Record<ActivityState, string> = {
  not_started: 'blue',
  running: 'green',
  ended: 'default',
  stopped: 'red',
};

export function CreateActivityButton() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(activityFormPath())}>
      {t('activity.list.create')}
    </Button>
  );
}

export function ActivityStateTag({ state }: { state: ActivityState }) {
  const { t } = useTranslation('promotions');
  return <Tag color={STATE_COLOURS[state]}>{t(`activity.state.${state}`)}</Tag>;
}

/** Edit and set prices before the start; view the products after; stop while not over (a column, or a row on a card). */
export function ActivityRowActions({ row, inline = false }: { row: ActivityRow; inline?: boolean }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const { stop } = useActivityActions();
  const editable = row.state === 'not_started';
  return (
    <Flex vertical={!inline} align={inline ? 'center' : 'flex-start'} wrap gap={inline ? 8 : 0}>
      {editable && (
        <Button type="link" size="small" onClick={() => void navigate(activityFormPath(row.activityId))}>
          {t('activity.action.edit')}
        </Button>
      )}
      <Button type="link" size="small" onClick={() => void navigate(activityItemsPath(row.activityId))}>
        {editable ? t('activity.action.products') : t('activity.action.view')}
      </Button>
      {(row.state === 'not_started' || row.state === 'running') && (
        <Popconfirm
          title={t('activity.action.stopConfirm')}
          okText={t('activity.action.stop')}
          cancelText={t('common:cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            stop.mutateAsync(row.activityId).then(
              () => toast.success(t('activity.action.stopped')),
              () => undefined, // the client has shown why
            )
          }
        >
          <Button type="link" size="small" danger>
            {t('activity.action.stop')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
