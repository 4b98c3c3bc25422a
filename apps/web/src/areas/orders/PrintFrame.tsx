import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ORDER_LIST_PATH } from './order-queries.ts';
import styles from './print.module.css';

/**
 * The frame of /order/printcoversheet, for cover sheets and carrier labels alike: a title with the
 * count, back to the list and print (the toolbar is hidden on paper), then the sheets.
 */
export function PrintFrame({ title, count, children }: { title: string; count: string; children: ReactNode }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  return (
    <div className={styles.printArea}>
      <div className={styles.toolbar}>
        <Flex vertical>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{count}</Typography.Text>
        </Flex>
        <Flex gap={8}>
          <Button onClick={() => void navigate(ORDER_LIST_PATH)}>{t('print.back')}</Button>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="print-button">
            {t('print.button')}
          </Button>
        </Flex>
      </div>
      <div className={styles.sheets}>{children}</div>
    </div>
  );
}
