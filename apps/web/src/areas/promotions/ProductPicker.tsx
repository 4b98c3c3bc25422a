import { ACTIVITY_ID_SEARCH_DIGITS, ACTIVITY_MAX_PRODUCTS, ACTIVITY_PICK_MAX_IDS } from '@sc/contract/activities.ts';
import { Alert, Button, Card, Empty, Flex, Grid, Input, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkIdSearch, someIds } from '../../components/form/id-search.ts';
import { ColumnCards } from '../../components/mobile/ColumnCards.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import { type Candidate, useCandidates } from './product-candidates.ts';
import styles from './promotions.module.css';

// The product picker of the promotions (/oms/shop/promote/item/list/inquiry): a discount's
// products and a full-scale promotion's chosen products are found with it.

/** The search of the shop's products on sale, by title or by SPU or SKU ids. */
export function ProductPicker({
  chosen,
  onAdd,
  full,
}: {
  chosen: Set<string>;
  onAdd: (p: Candidate) => void;
  full: boolean;
}) {
  const { t } = useTranslation('promotions');
  // A phone: the results as cards, the add button in view.
  const narrow = Grid.useBreakpoint().md === false;
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<{ keyword: string; ids: string[] } | null>({ keyword: '', ids: [] });
  const [problem, setProblem] = useState<string>();
  const found = useCandidates(
    { keyword: search?.keyword ?? '', ids: search?.ids ?? [], page: { pageSize: 10 } },
    !!search,
  );

  const run = (text: string) => {
    setProblem(undefined);
    const value = text.trim();
    if (/^[\d\s,、，]+$/.test(value)) {
      const ids = checkIdSearch(value);
      if (!ids.ok) {
        setProblem(
          ids.problem === 'tooMany'
            ? t('activity.items.idsTooMany', { max: ACTIVITY_PICK_MAX_IDS })
            : t('activity.items.idsTooShort', {
                digits: ACTIVITY_ID_SEARCH_DIGITS,
                ids: 'bad' in ids ? someIds(ids.bad) : '',
              }),
        );
        return;
      }
      setSearch({ keyword: '', ids: ids.ids });
    } else setSearch({ keyword: value, ids: [] });
  };

  const columns: TableColumnsType<Candidate> = [
    {
      key: 'product',
      title: t('activity.items.product'),
      render: (_, p) => (
        <Flex gap={8} align="start">
          {p.imageUrl && <img className={styles.thumb} src={p.imageUrl} alt="" />}
          <Flex vertical>
            <Typography.Text>{p.title}</Typography.Text>
            <Typography.Text type="secondary">SPU {p.productId}</Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'price',
      title: t('activity.items.salesPrice'),
      width: 150,
      align: 'right',
      render: (_, p) => {
        const prices = p.skus.map((s) => s.salesPrice);
        const min = Math.min(...prices);
        const max = Math.max(...prices);
        return min === max ? formatBaht(min) : `${formatBaht(min)} – ${formatBaht(max)}`;
      },
    },
    {
      key: 'add',
      title: '',
      width: 100,
      render: (_, p) =>
        chosen.has(p.productId) ? (
          <Typography.Text type="secondary">{t('activity.items.added')}</Typography.Text>
        ) : (
          <Button
            size="small"
            disabled={full}
            onClick={() => onAdd(p)}
            aria-label={`${t('activity.items.add')} ${p.title}`}
          >
            {t('activity.items.add')}
          </Button>
        ),
    },
  ];

  return (
    <Card title={t('activity.items.pickTitle')}>
      <Typography.Paragraph type="secondary">
        {t('activity.items.pickHint', { max: ACTIVITY_PICK_MAX_IDS })}
      </Typography.Paragraph>
      {full && (
        <Alert
          className={styles.notice}
          type="warning"
          showIcon
          message={t('activity.items.tooMany', { max: ACTIVITY_MAX_PRODUCTS })}
        />
      )}
      <Input.Search
        aria-label={t('activity.items.search')}
        placeholder={t('activity.items.searchPlaceholder')}
        enterButton={t('activity.items.searchButton')}
        value={typed}
        maxLength={2000}
        onChange={(e) => setTyped(e.target.value)}
        onSearch={run}
        allowClear
        className={styles.notice}
      />
      {problem && <Alert className={styles.notice} type="error" showIcon message={problem} />}
      {narrow ? (
        <ColumnCards<Candidate>
          columns={columns}
          rows={found.data?.list ?? []}
          rowKey={(p) => p.productId}
          label={t('activity.items.pickTitle')}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('activity.items.noResult')} />}
        />
      ) : (
        <Table<Candidate>
          rowKey={(p) => p.productId}
          columns={columns}
          dataSource={found.data?.list ?? []}
          loading={found.isFetching}
          size="small"
          pagination={false}
          scroll={{ x: 520 }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('activity.items.noResult')} />,
          }}
        />
      )}
    </Card>
  );
}
