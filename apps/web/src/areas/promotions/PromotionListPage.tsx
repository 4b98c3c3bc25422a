import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ACTIVITY_TABS, type ActivityState, type ActivityTab } from '@sc/contract/activities.ts';
import type { Call } from '@sc/contract/define-call.ts';
import type { ResultKind } from '@sc/contract/results.ts';
import { App, Button, Card, Empty, Flex, Form, Input, Popconfirm, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage, type ListResult } from '../../components/list/ListPage.tsx';
import { formatDateTime } from '../../format/relative-time.ts';
import { PromotionStateTag } from './PromotionStateTag.tsx';
import { ResultsLink } from './ResultsLink.tsx';

/** What every tool's list row has: the tool's own columns come on top. */
export interface PromotionRow {
  name: string;
  state: ActivityState;
  startTime: string;
  /** None for a rule that runs until stopped (purchase limits). */
  endTime: string | null;
}

/** A row's way to one of its screens (details, edit, view), shown as a link button. */
export interface RowLink {
  label: string;
  to: string;
}

/** The tools whose words (`<tool>.list.*`, `.column.*`, `.tab.*`, `.state.*`, `.action.*`) this page reads. */
export type PromotionTool = 'gift' | 'bundle' | 'addon' | 'cashback' | 'fullscale' | 'limit' | 'plus';

export interface PromotionListPageProps<Row extends PromotionRow, R extends ListResult<Row>> {
  tool: PromotionTool;
  /** The list call: its pages are cached under it. */
  call: Call;
  list: (
    input: { tab: ActivityTab; keyword: string | undefined; page: { pageNum: number; pageSize: number } },
    signal: AbortSignal,
  ) => Promise<R>;
  tabCounts: (result: R) => Partial<Record<ActivityTab, number>>;
  rowKey: (row: Row) => string;
  /** Lines under the name, in the table and on the phone card. */
  summary?: (row: Row) => ReactNode;
  /** The tool's own columns, between the name and the time. */
  columns: TableColumnsType<Row>;
  /** The phone card's lines above the time: usually what those columns show. */
  cardLines: (row: Row) => ReactNode;
  links: (row: Row) => RowLink[];
  /** The results page's kind, linked once the promotion has started (none: no results page). */
  results?: ResultKind;
  /** Above the list; by default the tool's `list.intro`. */
  intro?: ReactNode;
  /** Said in place of the end of a rule that runs until stopped. */
  openEnd?: string;
  stop: (row: Row) => Promise<unknown>;
  createPath: string;
  keywordMax: number;
  scrollX: number;
}

type Filter = 'keyword';
const SHAPE = { filterKeys: ['keyword'] as const, tabs: ACTIVITY_TABS };

const asTab = (tab: string): ActivityTab =>
  (ACTIVITY_TABS as readonly string[]).includes(tab) ? (tab as ActivityTab) : 'all';

/**
 * A promotion tool's list (gifts, bundles, add-on deals, full-scale discounts, cashback, purchase
 * limits, member offers): tabs by state with counts, a keyword
 * search, the name with the tool's summary, its own columns, the time and the state, and the
 * row's actions; cards on a phone.
 */
export function PromotionListPage<Row extends PromotionRow, R extends ListResult<Row>>(
  props: PromotionListPageProps<Row, R>,
) {
  const { tool } = props;
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const endText = (r: Row) => (r.endTime === null ? props.openEnd : formatDateTime(r.endTime));

  const columns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: t(`${tool}.column.name`),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{r.name}</Typography.Text>
          {props.summary?.(r)}
        </Flex>
      ),
    },
    ...props.columns,
    {
      key: 'time',
      title: t(`${tool}.column.time`),
      width: 180,
      render: (_, r) => (
        <Flex vertical>
          <span>{formatDateTime(r.startTime)}</span>
          <span>{endText(r)}</span>
        </Flex>
      ),
    },
    {
      key: 'state',
      title: t(`${tool}.column.state`),
      width: 130,
      render: (_, r) => <PromotionStateTag state={r.state}>{t(`${tool}.state.${r.state}`)}</PromotionStateTag>,
    },
    {
      key: 'actions',
      title: t(`${tool}.column.actions`),
      width: 150,
      fixed: 'right',
      render: (_, r) => <RowActions {...props} row={r} />,
    },
  ];

  return (
    <ListPage<Row, Filter, R>
      call={props.call}
      shape={SHAPE}
      load={(query, signal) =>
        props.list(
          {
            tab: asTab(query.tab),
            keyword: query.filters.keyword,
            page: { pageNum: query.pageNum, pageSize: query.pageSize },
          },
          signal,
        )
      }
      rowKey={props.rowKey}
      columns={columns}
      cards={(r) => (
        <Card
          size="small"
          title={r.name}
          extra={<PromotionStateTag state={r.state}>{t(`${tool}.state.${r.state}`)}</PromotionStateTag>}
        >
          <Flex vertical gap={4}>
            {props.cardLines(r)}
            <Typography.Text type="secondary">
              {formatDateTime(r.startTime)} – {endText(r)}
            </Typography.Text>
            <RowActions {...props} row={r} />
          </Flex>
        </Card>
      )}
      intro={props.intro ?? <Typography.Paragraph type="secondary">{t(`${tool}.list.intro`)}</Typography.Paragraph>}
      search={{
        formName: `${tool}Search`,
        fields: (
          <Form.Item name="keyword" label={t(`${tool}.list.keyword`)}>
            <Input allowClear maxLength={props.keywordMax} placeholder={t(`${tool}.list.keywordPlaceholder`)} />
          </Form.Item>
        ),
      }}
      tabs={ACTIVITY_TABS.map((key) => ({ key, label: t(`${tool}.tab.${key}`) }))}
      tabCounts={props.tabCounts}
      tabsWrap
      tabsLabel={t(`${tool}.column.state`)}
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(props.createPath)}>
          {t(`${tool}.list.create`)}
        </Button>
      }
      empty={(query) => (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            query.tab === 'all' ? (
              <>
                <Typography.Text strong>{t(`${tool}.list.empty`)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t(`${tool}.list.emptyHint`)}</Typography.Text>
              </>
            ) : (
              t(`${tool}.list.emptyTab`)
            )
          }
        />
      )}
      scrollX={props.scrollX}
    />
  );
}

/** The row's links; results once started; stop while not over, behind a confirmation. */
function RowActions<Row extends PromotionRow, R extends ListResult<Row>>(
  props: PromotionListPageProps<Row, R> & { row: Row },
) {
  const { tool, row } = props;
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  return (
    <Flex wrap>
      {props.links(row).map((link) => (
        <Button
          key={link.to}
          type="link"
          size="small"
          aria-label={`${link.label} ${row.name}`}
          onClick={() => void navigate(link.to)}
        >
          {link.label}
        </Button>
      ))}
      {row.state !== 'not_started' && props.results && (
        <ResultsLink kind={props.results} id={props.rowKey(row)} name={row.name} />
      )}
      {(row.state === 'not_started' || row.state === 'running') && (
        <Popconfirm
          title={t(`${tool}.action.stopConfirm`)}
          okText={t(`${tool}.action.stop`)}
          cancelText={t('common:cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            props.stop(row).then(
              () => toast.success(t(`${tool}.action.stopped`)),
              () => undefined, // the client has shown why
            )
          }
        >
          <Button type="link" size="small" danger aria-label={`${t(`${tool}.action.stop`)} ${row.name}`}>
            {t(`${tool}.action.stop`)}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
