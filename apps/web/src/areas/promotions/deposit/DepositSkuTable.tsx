import { balanceOf, deductionMax, depositRange } from '@sc/contract/deposit.ts';
import { bahtToSatang } from '@sc/contract/validators/price.ts';
import { Button, Empty, Flex, Grid, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColumnCards } from '../../../components/mobile/ColumnCards.tsx';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import { StockInput } from '../../../components/money/StockInput.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import styles from '../promotion-form.module.css';
import shared from '../promotions.module.css';
import type { DepositSkuRow } from './deposit-form-model.ts';

const satang = (baht: number) => Math.round(baht * 100);

/**
 * The SKUs of a pre-sale, each with its deposit (the band of its price beside it), what the deposit
 * is worth off the price, the balance that leaves and the pre-sale stock; each row's refusals, in
 * the server's words, under it as typed. Cards on a phone.
 */
export function DepositSkuTable({
  rows,
  locked,
  errors,
  onChange,
  onRemove,
}: {
  rows: readonly DepositSkuRow[];
  locked: boolean;
  /** The refusals of a row by its index. */
  errors: (index: number) => string[];
  onChange: (skuId: string, patch: Partial<DepositSkuRow>) => void;
  onRemove: (skuId: string) => void;
}) {
  const { t } = useTranslation('promotions');
  const narrow = Grid.useBreakpoint().md === false;
  const columns: TableColumnsType<DepositSkuRow> = [
    {
      key: 'product',
      title: t('deposit.form.product'),
      width: 220,
      render: (_, r) => (
        <Flex gap={8} align="start">
          {r.imageUrl && <img className={shared.thumb} src={r.imageUrl} alt="" />}
          <Flex vertical>
            <Typography.Text>{r.title}</Typography.Text>
            <Typography.Text type="secondary">
              {r.specValues.length > 0 ? r.specValues.join(' / ') : t('deposit.form.specNone')} · SKU {r.skuId}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('deposit.form.salesPrice')} {formatBaht(r.salesPrice)} · {t('deposit.form.mallStock')}{' '}
              {formatNumber(r.mallStock)}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'deposit',
      title: t('deposit.form.deposit'),
      width: 280,
      render: (_, r, index) => {
        const band = depositRange(satang(r.salesPrice));
        const own = errors(index);
        return (
          <Flex vertical gap={4}>
            <MoneyInput
              aria-label={`${t('deposit.form.deposit')} SKU ${r.skuId}`}
              disabled={locked}
              value={r.deposit}
              onChange={(deposit) => onChange(r.skuId, { deposit })}
            />
            <Typography.Text type="secondary">
              {t('deposit.form.band', { min: formatBaht(band.min / 100), max: formatBaht(band.max / 100) })}
            </Typography.Text>
            {own.length > 0 && (
              <ul className={styles.messages} role="alert">
                {own.map((m) => (
                  <li key={m} className={styles.error}>
                    {m}
                  </li>
                ))}
              </ul>
            )}
          </Flex>
        );
      },
    },
    {
      key: 'deduction',
      title: t('deposit.form.deduction'),
      width: 170,
      render: (_, r) => (
        <Flex vertical gap={4}>
          <MoneyInput
            aria-label={`${t('deposit.form.deduction')} SKU ${r.skuId}`}
            disabled={locked}
            value={r.deduction}
            onChange={(deduction) => onChange(r.skuId, { deduction })}
          />
          <Typography.Text type="secondary">≤ {formatBaht(deductionMax(satang(r.salesPrice)) / 100)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'balance',
      title: t('deposit.form.balance'),
      width: 110,
      align: 'right',
      render: (_, r) => {
        const off = r.deduction ? bahtToSatang(r.deduction) : null;
        return off === null ? '–' : formatBaht(balanceOf(satang(r.salesPrice), off) / 100);
      },
    },
    {
      key: 'stock',
      title: t('deposit.form.stock'),
      width: 130,
      render: (_, r) => (
        <StockInput
          aria-label={`${t('deposit.form.stock')} SKU ${r.skuId}`}
          disabled={locked}
          value={r.stock}
          onChange={(stock) => onChange(r.skuId, { stock: stock ?? undefined })}
        />
      ),
    },
    {
      key: 'remove',
      title: '',
      width: 80,
      render: (_, r) =>
        locked ? null : (
          <Button
            type="link"
            size="small"
            danger
            aria-label={`${t('deposit.form.remove')} SKU ${r.skuId}`}
            onClick={() => onRemove(r.skuId)}
          >
            {t('deposit.form.remove')}
          </Button>
        ),
    },
  ];
  const title = t('deposit.form.skus', { count: rows.length });
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deposit.form.skusEmpty')} />;
  return narrow ? (
    <ColumnCards<DepositSkuRow> columns={columns} rows={rows} rowKey={(r) => r.skuId} label={title} empty={empty} />
  ) : (
    <Table<DepositSkuRow>
      rowKey={(r) => r.skuId}
      columns={columns}
      dataSource={[...rows]}
      pagination={false}
      scroll={{ x: 990 }}
      locale={{ emptyText: empty }}
    />
  );
}
