import {
  BULK_SHIP_MAX_ROWS,
  type bulkShipRowView,
  orderBulkShip,
  orderBulkShipTemplate,
} from '@sc/contract/calls/orders.ts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import { upload } from '../../api/upload.ts';
import { SpreadsheetImportModal } from '../../components/spreadsheet-import/SpreadsheetImportModal.tsx';
import { formatNumber } from '../../format/number-format.ts';
import { useRefreshOrders } from './order-queries.ts';

type BulkRow = z.infer<typeof bulkShipRowView>;

/**
 * Bulk ship from Excel: the template, the upload, then the result of every row (shipped, or
 * the message of a bad row). Sending the same file again ships nothing twice: rows already
 * shipped come back with their message.
 */
export function BulkShipModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const refresh = useRefreshOrders();
  return (
    <SpreadsheetImportModal<BulkRow, { total: number; shipped: number; failed: number; rows: BulkRow[] }>
      open={open}
      onClose={onClose}
      width={760}
      testId="bulk"
      accept=".xlsx"
      texts={{
        title: t('bulk.title'),
        step1: t('bulk.step1'),
        template: t('bulk.template'),
        step2: t('bulk.step2', { max: formatNumber(BULK_SHIP_MAX_ROWS) }),
        upload: t('bulk.upload'),
        wrongType: t('bulk.notXlsx'),
        row: t('bulk.row'),
        outcome: t('bulk.outcome'),
        done: t('bulk.shipped'),
        failedOnly: t('bulk.failedOnly'),
      }}
      template={() => api(orderBulkShipTemplate, {})}
      send={(file) => upload(orderBulkShip, {}, file, file.name, { quiet: true })}
      onImported={refresh}
      summary={(r) =>
        t('bulk.summary', {
          total: formatNumber(r.total),
          shipped: formatNumber(r.shipped),
          failed: formatNumber(r.failed),
        })
      }
      columns={[
        { key: 'orderId', title: t('bulk.orderId'), dataIndex: 'orderId' },
        { key: 'carrier', title: t('bulk.carrier'), dataIndex: 'carrierCode', width: 110 },
        { key: 'waybill', title: t('bulk.waybill'), dataIndex: 'waybillNo' },
      ]}
    />
  );
}
