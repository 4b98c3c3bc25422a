import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * The head of a detail page (an order, an after-sale case): its title with tags beside it, a
 * secondary line under it, the actions legal now on the right, and what the page adds below
 * (notices, deadlines, progress).
 */
export function DetailHeader({
  title,
  tags,
  subtitle,
  actions,
  children,
}: {
  title: ReactNode;
  tags?: ReactNode;
  subtitle: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Flex vertical gap={6}>
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            {tags}
          </Flex>
          <Typography.Text type="secondary">{subtitle}</Typography.Text>
        </Flex>
        {actions}
      </Flex>
      {children}
    </Card>
  );
}
