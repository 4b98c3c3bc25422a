import { CAMPAIGN_SKUS_PER_REQUEST_MAX } from '@sc/contract/campaign.ts';
import { Alert, App, Button, Card, Empty, Flex, Grid, Skeleton, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { ColumnCards } from '../../../components/mobile/ColumnCards.tsx';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import { StockInput } from '../../../components/money/StockInput.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { FormActions } from '../FormActions.tsx';
import { ProductPicker } from '../ProductPicker.tsx';
import { campaignDetailsPath } from '../paths.ts';
import type { Candidate } from '../product-candidates.ts';
import shared from '../promotions.module.css';
import { RowMessages } from '../RowMessages.tsx';
import { CampaignRules } from './CampaignRules.tsx';
import { type CampaignSkuRow, rowIssues, toSkus } from './campaign-form-model.ts';
import { useCampaign, useCampaignRegister } from './campaign-queries.ts';

const fromCandidate = (p: Candidate): CampaignSkuRow[] =>
  p.skus.map((s) => ({
    skuId: s.skuId,
    productId: p.productId,
    title: p.title,
    specValues: s.specValues,
    imageUrl: p.imageUrl,
    salesPrice: s.salesPrice,
    mallStock: s.mallStock,
    lowestPrice30: s.lowestPrice30,
    price: undefined,
    stock: undefined,
  }));

/**
 * /activityreport/reportRegistration/{modeId} (also specifyproduct/{modeId} and customReport/{modeId}):
 * register SKUs into a campaign while it takes registrations, each with a campaign price (the shared
 * price check and the campaign's minimum discount, said as typed) and campaign stock (above 0, at
 * least the required stock, not above the product's), submitted for the platform's review.
 */
export default function CampaignRegisterPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const campaignId = useParams().modeId ?? '';
  const campaign = useCampaign(campaignId);
  const add = useCampaignRegister();
  const [rows, setRows] = useState<CampaignSkuRow[]>([]);
  const [refusal, setRefusal] = useState<{ field: string; message: string }[] | null>(null);
  const [problem, setProblem] = useState<string>();
  const [tried, setTried] = useState(false);

  if (campaign.isPending) return <Skeleton active />;
  if (!campaign.data) return <Alert type="warning" showIcon title={t('campaign.missing')} />;
  const c = campaign.data.campaign;
  const open = c.state === 'registering';
  const issues = rowIssues(rows, c, currentLocale());
  const serverRow = (index: number) =>
    (refusal ?? []).filter((f) => f.field.startsWith(`skus.${index}.`)).map((f) => f.message);
  const change = (skuId: string, patch: Partial<CampaignSkuRow>) => {
    setRefusal(null);
    setRows((list) => list.map((r) => (r.skuId === skuId ? { ...r, ...patch } : r)));
  };
  const onAdd = (p: Candidate) => {
    setRefusal(null);
    setRows((list) => [...list, ...fromCandidate(p)].slice(0, Math.max(list.length, CAMPAIGN_SKUS_PER_REQUEST_MAX)));
  };
  const submit = async () => {
    setProblem(undefined);
    setRefusal(null);
    setTried(true);
    if (issues.any || rows.length === 0) return;
    try {
      const r = await add.mutateAsync({ campaignId: c.campaignId, skus: toSkus(rows) });
      if (r.warnings.length > 0)
        toast.warning(t('campaign.form.savedWithWarnings', { warnings: r.warnings.join('; ') }));
      else toast.success(t('campaign.form.saved'));
      void navigate(campaignDetailsPath(c.campaignId));
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length > 0) setRefusal(err.fieldErrors);
      else setProblem(err instanceof Error ? err.message : String(err));
    }
  };

  const columns: TableColumnsType<CampaignSkuRow> = [
    {
      key: 'product',
      title: t('campaign.form.product'),
      width: 220,
      render: (_, r) => (
        <Flex gap={8} align="start">
          {r.imageUrl && <img className={shared.thumb} src={r.imageUrl} alt="" />}
          <Flex vertical>
            <Typography.Text>{r.title}</Typography.Text>
            <Typography.Text type="secondary">
              {r.specValues.length > 0 ? r.specValues.join(' / ') : t('campaign.form.specNone')} · SKU {r.skuId}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'sales',
      title: t('campaign.form.salesPrice'),
      width: 110,
      align: 'right',
      render: (_, r) => formatBaht(r.salesPrice),
    },
    {
      key: 'mall',
      title: t('campaign.form.mallStock'),
      width: 90,
      align: 'right',
      render: (_, r) => formatNumber(r.mallStock),
    },
    {
      key: 'price',
      title: t('campaign.form.price'),
      width: 260,
      render: (_, r, index) => {
        const own = issues.row(index);
        const typed = tried || r.price !== undefined || r.stock !== undefined;
        const errors = [...new Set([...(typed ? own.errors : []), ...serverRow(index)])];
        return (
          <Flex vertical gap={4}>
            <MoneyInput
              aria-label={`${t('campaign.form.price')} SKU ${r.skuId}`}
              value={r.price}
              onChange={(price) => change(r.skuId, { price })}
            />
            <RowMessages errors={errors} warnings={own.warnings} />
          </Flex>
        );
      },
    },
    {
      key: 'stock',
      title: t('campaign.form.stock'),
      width: 130,
      render: (_, r) => (
        <StockInput
          aria-label={`${t('campaign.form.stock')} SKU ${r.skuId}`}
          value={r.stock}
          onChange={(stock) => change(r.skuId, { stock: stock ?? undefined })}
        />
      ),
    },
    {
      key: 'remove',
      title: '',
      width: 80,
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          danger
          aria-label={`${t('campaign.form.remove')} SKU ${r.skuId}`}
          onClick={() => setRows((list) => list.filter((x) => x.skuId !== r.skuId))}
        >
          {t('campaign.form.remove')}
        </Button>
      ),
    },
  ];
  const skusTitle = t('campaign.form.skus', { count: rows.length });
  const emptySkus = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('campaign.form.skusEmpty')} />;

  return (
    <Flex vertical gap={16}>
      <Card title={<h2 style={{ whiteSpace: 'normal' }}>{t('campaign.form.title', { name: c.name })}</h2>}>
        <Typography.Paragraph type="secondary">
          {t('campaign.form.intro', { min: c.minDiscountPercent, stock: c.requiredStock })}
        </Typography.Paragraph>
        <CampaignRules campaign={c} />
        {!open && <Alert type="info" showIcon title={t('campaign.form.closed')} className={shared.notice} />}
      </Card>
      {open && <ProductPicker chosen={new Set(rows.map((r) => r.productId))} full={false} onAdd={onAdd} />}
      <Card title={skusTitle}>
        {tried && issues.list.length > 0 && (
          <Alert type="error" showIcon title={issues.list.join(' · ')} role="alert" className={shared.notice} />
        )}
        {narrow ? (
          <ColumnCards<CampaignSkuRow>
            columns={columns}
            rows={rows}
            rowKey={(r) => r.skuId}
            label={skusTitle}
            empty={emptySkus}
          />
        ) : (
          <Table<CampaignSkuRow>
            rowKey={(r) => r.skuId}
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 900 }}
            locale={{ emptyText: emptySkus }}
          />
        )}
      </Card>
      <FormActions
        problem={problem}
        refusal={refusal}
        refusedTitle={t('campaign.form.refused')}
        saveLabel={t('campaign.form.submit')}
        backLabel={t('campaign.form.back')}
        onSave={() => void submit()}
        onBack={() => void navigate(campaignDetailsPath(c.campaignId))}
        disabled={!open}
        saving={add.isPending}
      />
    </Flex>
  );
}
