import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import { chatServiceStatistics, type ServiceFiguresView } from '@sc/contract/calls/chat.ts';
import { CHAT_WINDOW_DAYS } from '@sc/contract/chat.ts';
import { Button, Col, Descriptions, Drawer, Grid, Row, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/use-call.ts';
import { formatDuration } from '../../format/duration.ts';
import { formatDay } from '../../format/format-day.ts';
import { formatNumber, NO_NUMBER } from '../../format/number-format.ts';

const percent = (v: number | null) => (v === null ? NO_NUMBER : `${formatNumber(v)}%`);
const stars = (f: ServiceFiguresView) =>
  f.ratingAverage === null ? NO_NUMBER : `★${formatNumber(f.ratingAverage)} (${formatNumber(f.ratingCount)})`;

/** The shop's line of the figures: served, response rate, first response, late replies, ratings. */
function ShopLine({ f }: { f: ServiceFiguresView }) {
  const { t } = useTranslation('chat');
  const items = [
    { key: 'conversations', value: formatNumber(f.conversations) },
    { key: 'responseRate', value: percent(f.responseRate), hint: t('figures.answeredOf', f) },
    { key: 'firstResponse', value: formatDuration(f.avgFirstResponseMs) },
    {
      key: 'late',
      value: formatNumber(f.late),
      hint: t('figures.lateParts', { answered: f.lateAnswered, waiting: f.lateWaiting }),
    },
    { key: 'rating', value: stars(f) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {items.map((i) => (
        <Col key={i.key} xs={12} md={8}>
          <Statistic title={t(`figures.${i.key}`)} value={i.value} />
          {i.hint && <Typography.Text type="secondary">{i.hint}</Typography.Text>}
        </Col>
      ))}
    </Row>
  );
}

/**
 * The workbench's "Service figures": the shop's line and each staff member's over the last 10
 * Bangkok days (/oms/cos/im/service/statistics), in a drawer opened from the header.
 */
export function ServiceFigures() {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const screens = Grid.useBreakpoint();
  const figures = useCall(chatServiceStatistics, {}, { enabled: open });
  const data = figures.data;
  return (
    <>
      <Button icon={<BarChartOutlined />} onClick={() => setOpen(true)}>
        {t('figures.open')}
      </Button>
      <Drawer
        title={t('figures.title')}
        open={open}
        onClose={() => setOpen(false)}
        size={screens.md ? 760 : '100%'}
        loading={figures.isLoading}
      >
        {data && (
          <>
            <Typography.Paragraph type="secondary">
              {t('figures.window', { days: CHAT_WINDOW_DAYS, from: formatDay(data.firstDay) })}
            </Typography.Paragraph>
            <section aria-label={t('figures.shop')}>
              <Typography.Title level={3} style={{ fontSize: 16 }}>
                {t('figures.shop')}
              </Typography.Title>
              <ShopLine f={data.shop} />
              <Descriptions
                size="small"
                column={5}
                style={{ marginTop: 16 }}
                title={t('figures.distribution')}
                items={data.shop.ratingStars.map((n, i) => ({
                  key: String(i + 1),
                  label: `★${i + 1}`,
                  children: formatNumber(n),
                }))}
              />
            </section>
            <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
              {t('figures.staff')}
            </Typography.Title>
            {/* Scrolled sideways on a phone: a region the keyboard can reach and scroll. */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys */}
            <section aria-label={t('figures.staff')} tabIndex={0} style={{ overflowX: 'auto' }}>
              <Table
                rowKey="userId"
                size="small"
                pagination={false}
                style={{ minWidth: 640 }}
                dataSource={data.staff}
                columns={[
                  { key: 'name', title: t('figures.name'), dataIndex: 'name' },
                  {
                    key: 'conversations',
                    title: t('figures.conversations'),
                    align: 'right',
                    render: (_, r) => formatNumber(r.conversations),
                  },
                  {
                    key: 'responseRate',
                    title: t('figures.responseRate'),
                    align: 'right',
                    render: (_, r) => `${percent(r.responseRate)} (${r.answered}/${r.waits})`,
                  },
                  {
                    key: 'firstResponse',
                    title: t('figures.firstResponse'),
                    align: 'right',
                    render: (_, r) => formatDuration(r.avgFirstResponseMs),
                  },
                  { key: 'late', title: t('figures.late'), align: 'right', render: (_, r) => formatNumber(r.late) },
                  { key: 'rating', title: t('figures.rating'), align: 'right', render: (_, r) => stars(r) },
                ]}
              />
            </section>
            <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
              {t('figures.definition')}
            </Typography.Paragraph>
          </>
        )}
      </Drawer>
    </>
  );
}
