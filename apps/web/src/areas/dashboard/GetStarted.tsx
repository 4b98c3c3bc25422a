import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { Button, Card, Flex, Progress, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMayOpen } from '../../components/access/may-open.ts';
import { type ChecklistStep, useSetupChecklist } from './use-setup-checklist.ts';

/** The "get started" checklist of a new shop; gone once every step is done. */
export function GetStarted() {
  const { t } = useTranslation('dashboard');
  const steps = useSetupChecklist();
  if (!steps || steps.every((s) => s.done)) return null;
  const done = steps.filter((s) => s.done).length;
  const next = steps.find((s) => !s.done);
  return (
    <Card
      title={t('getStarted.title')}
      extra={
        <Flex align="center" gap={8}>
          <Typography.Text type="secondary">{t('getStarted.progress', { done, total: steps.length })}</Typography.Text>
          <Progress
            type="circle"
            size={28}
            percent={Math.round((done / steps.length) * 100)}
            showInfo={false}
            aria-label={t('getStarted.progress', { done, total: steps.length })}
          />
        </Flex>
      }
    >
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {steps.map((step, index) => (
          <Step key={step.key} step={step} number={index + 1} next={step === next} last={index === steps.length - 1} />
        ))}
      </ol>
    </Card>
  );
}

function Step({ step, number, next, last }: { step: ChecklistStep; number: number; next: boolean; last: boolean }) {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const mayOpen = useMayOpen();
  return (
    <li
      data-step={step.key}
      style={{ padding: '12px 0', borderBottom: last ? undefined : `1px solid ${token.colorSplit}` }}
    >
      <Flex align="center" gap={12}>
        {step.done ? (
          <CheckCircleFilled style={{ fontSize: 24, color: token.colorSuccess }} />
        ) : (
          <span
            style={{
              display: 'inline-flex',
              flex: 'none',
              alignItems: 'center',
              justifyContent: 'center',
              width: 24,
              height: 24,
              borderRadius: '50%',
              border: `1px solid ${next ? token.colorPrimary : token.colorBorder}`,
              color: next ? token.colorPrimary : token.colorTextSecondary,
              fontSize: 12,
            }}
          >
            {number}
          </span>
        )}
        <Flex vertical flex={1}>
          <Typography.Text strong={!step.done} type={step.done ? 'secondary' : undefined}>
            {t(`getStarted.${step.key}.title`)}
          </Typography.Text>
          <Typography.Text type="secondary">{t(`getStarted.${step.key}.hint`)}</Typography.Text>
        </Flex>
        {step.done ? (
          <Tag color="success">{t('getStarted.done')}</Tag>
        ) : (
          mayOpen(step.to) && (
            <Button type={next ? 'primary' : 'default'} onClick={() => navigate(step.to)}>
              {t(`getStarted.${step.key}.action`)}
            </Button>
          )
        )}
      </Flex>
    </li>
  );
}
