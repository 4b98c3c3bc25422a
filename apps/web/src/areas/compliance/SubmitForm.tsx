import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  EXPLANATION_MAX,
  EXPLANATION_MIN,
  evidenceUrl,
  MAX_EVIDENCE_URLS,
  type SubmissionKind,
} from '@sc/contract/calls/compliance.ts';
import { Alert, App, Button, Flex, Form, Input, Radio, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeServerError } from '../../components/form/server-errors.ts';
import { requiredRule, schemaRule } from '../../components/form/shared-rules.ts';
import { useSubmitViolation, type ViolationDetail } from './compliance-queries.ts';

interface Values {
  kind: SubmissionKind;
  explanation: string;
  evidenceUrls: string[];
}

const FIELDS = ['kind', 'explanation', 'evidenceUrls'] as const;

/** Rectify or appeal a violation before its deadline; asks before it sends. */
export function SubmitForm({ violation, onDone }: { violation: ViolationDetail; onDone?: () => void }) {
  const { t } = useTranslation('compliance');
  const [form] = Form.useForm<Values>();
  const { modal, message: toast } = App.useApp();
  const submit = useSubmitViolation();
  const [problem, setProblem] = useState<string>();
  const canRectify = violation.canRectify === 'y';

  const send = (values: Values) => {
    setProblem(undefined);
    modal.confirm({
      title: t('form.confirmTitle'),
      content: t('form.confirmText'),
      okText: t('form.submit'),
      cancelText: t('common:cancel'),
      onOk: () =>
        submit
          .mutateAsync({
            violationId: violation.violationId,
            kind: values.kind,
            explanation: values.explanation.trim(),
            evidenceUrls: (values.evidenceUrls ?? []).map((u) => u.trim()).filter(Boolean),
          })
          .then(
            () => {
              toast.success(t('form.submitted'));
              form.resetFields();
              onDone?.();
            },
            (error: unknown) => setProblem(placeServerError(form, error, FIELDS)),
          ),
    });
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="violationResponse"
      initialValues={{ kind: canRectify ? 'rectify' : 'appeal', evidenceUrls: [] }}
      onFinish={send}
      requiredMark={false}
    >
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
      <Form.Item name="kind" label={t('form.kind')}>
        <Radio.Group style={{ width: '100%' }}>
          <Flex vertical gap={8}>
            <Tooltip title={canRectify ? undefined : t('form.haltNoRectify')} placement="topLeft">
              <Radio value="rectify" disabled={!canRectify}>
                <Typography.Text strong disabled={!canRectify}>
                  {t('form.rectify')}
                </Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {canRectify ? t('form.rectifyHint') : t('form.haltNoRectify')}
                  </Typography.Text>
                </div>
              </Radio>
            </Tooltip>
            <Radio value="appeal">
              <Typography.Text strong>{t('form.appeal')}</Typography.Text>
              <div>
                <Typography.Text type="secondary">{t('form.appealHint')}</Typography.Text>
              </div>
            </Radio>
          </Flex>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="explanation"
        label={t('form.explanation')}
        rules={[
          requiredRule(),
          {
            min: EXPLANATION_MIN,
            transform: (v: string) => v?.trim(),
            message: t('form.explanationShort', { min: EXPLANATION_MIN }),
          },
        ]}
      >
        <Input.TextArea rows={4} maxLength={EXPLANATION_MAX} showCount placeholder={t('form.explanationPlaceholder')} />
      </Form.Item>
      <Form.Item label={t('form.evidence')} extra={t('form.evidenceHint', { max: MAX_EVIDENCE_URLS })}>
        <Form.List name="evidenceUrls">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field) => (
                <Flex key={field.key} gap={8} align="flex-start">
                  <Form.Item
                    name={field.name}
                    noStyle
                    rules={[requiredRule(), schemaRule(evidenceUrl, t('form.evidenceInvalid'))]}
                  >
                    <Input
                      placeholder={t('form.evidencePlaceholder')}
                      inputMode="url"
                      aria-label={t('form.evidence')}
                    />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('form.removeEvidence')}
                    title={t('form.removeEvidence')}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              {fields.length < MAX_EVIDENCE_URLS && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add('')}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('form.addEvidence')}
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending} block>
        {t('form.submit')}
      </Button>
    </Form>
  );
}
