import { Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMayOpen } from '../../../components/access/may-open.ts';
import { formatNumber } from '../../../format/number-format.ts';
import styles from './results.module.css';
import { type ToolsSummary, useToolsSummary } from './results-queries.ts';
import { toolsFor } from './tools-model.ts';

/**
 * /activityreport/marketingtools (FUNC.marketingTools): every promotion tool as a card with a
 * line on what it does and, for the tools that count them (tools/summary), how many of its
 * promotions are running and how many are still to start. A sub-account sees only the tools its
 * function codes open (coupons alone for a coupons-only account).
 */
export default function ToolsHubPage() {
  const { t } = useTranslation('promotions');
  const summary = useToolsSummary();
  const mayOpen = useMayOpen();
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('tools.intro')}
      </Typography.Paragraph>
      <ul className={styles.tools} aria-label={t('tools.intro')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {toolsFor(mayOpen).map(({ tool, path }) => (
          <li key={tool}>
            <Card size="small" className={styles.tool} data-tool={tool} hoverable>
              <Link to={path} className={styles.toolLink}>
                <h2 className={styles.toolName}>{t(`tools.name.${tool}`)}</h2>
                <Typography.Text type="secondary">{t(`tools.description.${tool}`)}</Typography.Text>
                <ToolCounts tool={tool} summary={summary.data} loading={summary.isPending} />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

function ToolCounts({ tool, summary, loading }: { tool: string; summary?: ToolsSummary; loading: boolean }) {
  const { t } = useTranslation('promotions');
  if (loading) return <Skeleton.Button active size="small" />;
  const counts = summary?.tools.find((c) => c.tool === tool);
  if (!counts) {
    return <Typography.Text type="secondary">{t('tools.noCounts')}</Typography.Text>;
  }
  return (
    <span className={styles.counts} data-testid={`tool-counts-${tool}`}>
      <Tag color={counts.running > 0 ? 'green' : 'default'}>
        {t('tools.running', { count: formatNumber(counts.running) })}
      </Tag>
      <Tag color={counts.upcoming > 0 ? 'blue' : 'default'}>
        {t('tools.upcoming', { count: formatNumber(counts.upcoming) })}
      </Tag>
    </span>
  );
}
