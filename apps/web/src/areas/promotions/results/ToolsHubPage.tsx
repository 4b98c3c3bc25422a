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
 * promotions are running and how many are still to start; flash sales and platform campaigns add
 * the registrations waiting for review, fans marketing its followers and broadcasts left. A
 * sub-account sees only the tools its function codes open (coupons alone for a coupons-only account).
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

/** The figures a card may carry, in the order shown; a tool shows those the server counts for it. */
const FIGURES = ['running', 'upcoming', 'pending', 'openForRegistration', 'followers', 'broadcastsLeft'] as const;
type Figure = (typeof FIGURES)[number];
type Counts = ToolsSummary['tools'][number];

function figureOf(counts: Counts, figure: Figure): number | undefined {
  return figure === 'openForRegistration' ? counts.open : counts[figure];
}

/** A figure in colour when there is something to see (work waiting is orange). */
function colourOf(figure: Figure, n: number): string {
  if (n <= 0) return 'default';
  if (figure === 'pending') return 'orange';
  return figure === 'upcoming' || figure === 'openForRegistration' ? 'blue' : 'green';
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
      {FIGURES.map((figure) => {
        const n = figureOf(counts, figure);
        if (n === undefined) return null;
        return (
          <Tag key={figure} color={colourOf(figure, n)} data-figure={figure}>
            {t(`tools.${figure}`, { count: formatNumber(n) })}
          </Tag>
        );
      })}
    </span>
  );
}
