import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Popconfirm,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatNumber } from '../../format/number-format.ts';
import { FreightBudgetCard } from './FreightBudgetCard.tsx';
import { FreightTemplateDrawer } from './FreightTemplateDrawer.tsx';
import { type FreightTemplate, useFreightActions, useFreightTemplates } from './shipping-queries.ts';

/** /setting/freighttemplate: the shop's freight templates, one of them the default. */
export default function FreightTemplatePage() {
  const { t } = useTranslation('shipping');
  const templates = useFreightTemplates();
  const { remove, makeDefault } = useFreightActions();
  const { message: toast } = App.useApp();
  // Mounted while in use; a new key gives the drawer a fresh form each time.
  const [drawer, setDrawer] = useState<{ key: number; editing?: FreightTemplate } | null>(null);
  const list = templates.data ?? [];
  const openDrawer = (editing?: FreightTemplate) => setDrawer({ key: Date.now(), ...(editing ? { editing } : {}) });
  const unit = (tpl: FreightTemplate, count: number) => t(`freight.unit.${tpl.mode}`, { count: formatNumber(count) });

  const columns: TableColumnsType<FreightTemplate> = [
    {
      key: 'name',
      title: t('freight.column.name'),
      render: (_, tpl) => (
        <Space size={4} wrap>
          <Typography.Text strong>{tpl.name}</Typography.Text>
          {tpl.isDefault === 'y' && <Tag color="blue">{t('freight.defaultTag')}</Tag>}
        </Space>
      ),
    },
    { key: 'mode', title: t('freight.column.mode'), render: (_, tpl) => t(`freight.mode.${tpl.mode}`) },
    {
      key: 'first',
      title: t('freight.column.first'),
      render: (_, tpl) => t('freight.feeFor', { fee: formatBaht(tpl.firstFee), unit: unit(tpl, tpl.firstUnit) }),
    },
    {
      key: 'continued',
      title: t('freight.column.continued'),
      render: (_, tpl) =>
        t('freight.feeFor', { fee: formatBaht(tpl.continuedFee), unit: unit(tpl, tpl.continuedUnit) }),
    },
    {
      key: 'freeOver',
      title: t('freight.column.freeOver'),
      render: (_, tpl) => (tpl.freeOver === null ? t('freight.never') : formatBaht(tpl.freeOver)),
    },
    {
      key: 'regions',
      title: t('freight.column.regions'),
      render: (_, tpl) =>
        tpl.regions.length === 0 ? t('freight.noRegions') : t('freight.regionCount', { count: tpl.regions.length }),
    },
    {
      key: 'actions',
      title: t('freight.column.actions'),
      width: 220,
      fixed: 'right',
      render: (_, tpl) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => openDrawer(tpl)}>
            {t('common:edit')}
          </Button>
          {tpl.isDefault !== 'y' && (
            <Button
              type="link"
              onClick={() =>
                makeDefault.mutateAsync(tpl.templateId).then(
                  () => toast.success(t('freight.defaultSet')),
                  () => undefined, // the client has shown why
                )
              }
            >
              {t('freight.setDefault')}
            </Button>
          )}
          {tpl.isDefault === 'y' ? (
            <Tooltip title={t('freight.defaultLocked')}>
              <Button type="link" danger disabled>
                {t('common:delete')}
              </Button>
            </Tooltip>
          ) : (
            <Popconfirm
              title={t('freight.deleteConfirm')}
              okText={t('common:delete')}
              cancelText={t('common:cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                remove.mutateAsync(tpl.templateId).then(
                  () => toast.success(t('freight.deleted')),
                  () => undefined,
                )
              }
            >
              <Button type="link" danger>
                {t('common:delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">{t('freight.intro')}</Typography.Text>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openDrawer()} data-testid="freight-add">
            {t('freight.add')}
          </Button>
        </Flex>
        <Table<FreightTemplate>
          rowKey={(tpl) => tpl.templateId}
          columns={columns}
          dataSource={list}
          loading={templates.isLoading}
          pagination={false}
          scroll={{ x: 880 }}
          data-testid="freight-table"
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  <>
                    <Typography.Text strong>{t('freight.empty')}</Typography.Text>
                    <br />
                    <Typography.Text type="secondary">{t('freight.emptyHint')}</Typography.Text>
                  </>
                }
              />
            ),
          }}
        />
      </Card>
      {list.length > 0 && <FreightBudgetCard templates={list} />}
      {drawer && (
        <FreightTemplateDrawer
          key={drawer.key}
          editing={drawer.editing}
          onSaved={() => toast.success(t('freight.saved'))}
          onClosed={() => setDrawer(null)}
        />
      )}
    </Flex>
  );
}
