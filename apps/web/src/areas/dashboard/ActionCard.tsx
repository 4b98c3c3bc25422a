import { Card, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../format/number-format.ts';
import type { ActionItem } from './action-items.ts';

/** One count of the action centre; the whole card links to the list it counts. */
export function ActionCard({ item, count }: { item: ActionItem; count: number | undefined }) {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const tone = { primary: token.colorPrimary, warning: token.colorWarning, danger: token.colorError }[item.tone];
  const colour = count ? tone : token.colorTextTertiary;
  const Icon = item.icon;
  const title = t(`actions.${item.key}.title`);
  const hint = t(`actions.${item.key}.hint`);
  const shown = count === undefined ? '–' : formatNumber(count);
  return (
    <Link
      to={item.to}
      target={item.newTab ? '_blank' : undefined}
      rel={item.newTab ? 'noopener' : undefined}
      data-count={item.key}
      style={{ display: 'block', height: '100%' }}
    >
      <Card hoverable style={{ height: '100%' }} styles={{ body: { padding: 20 } }}>
        <Flex align="center" gap={10}>
          <span
            aria-hidden
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 32,
              height: 32,
              borderRadius: 8,
              fontSize: 16,
              color: colour,
              background: count ? `color-mix(in srgb, ${tone} 12%, transparent)` : token.colorFillTertiary,
            }}
          >
            <Icon />
          </span>
          <Typography.Text strong>{title}</Typography.Text>
        </Flex>
        <div style={{ fontSize: 32, fontWeight: 600, lineHeight: 1.3, margin: '12px 0 4px', color: colour }}>
          {shown}
        </div>
        <Typography.Text type="secondary">{hint}</Typography.Text>
      </Card>
    </Link>
  );
}
