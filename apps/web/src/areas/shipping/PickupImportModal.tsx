import {
  PICKUP_IMPORT_MAX_ROWS,
  pickupCodeImport,
  pickupCodeList,
  pickupCodeTemplate,
  type pickupImportRow,
} from '@sc/contract/calls/shipping.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import { upload } from '../../api/upload.ts';
import { invalidateCall } from '../../api/use-call.ts';
import { SpreadsheetImportModal } from '../../components/spreadsheet-import/SpreadsheetImportModal.tsx';
import { formatNumber } from '../../format/number-format.ts';

type ImportRow = z.infer<typeof pickupImportRow>;

/** Import pick-up codes: the template, the upload (xlsx or csv), then the result of every row. */
export function PickupImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shipping');
  const client = useQueryClient();
  return (
    <SpreadsheetImportModal<
      ImportRow,
      { total: number; imported: number; failed: number; handedOut: number; rows: ImportRow[] }
    >
      open={open}
      onClose={onClose}
      width={720}
      testId="pickup"
      accept=".xlsx,.csv"
      texts={{
        title: t('pickup.importTitle'),
        step1: t('pickup.step1'),
        template: t('pickup.template'),
        step2: t('pickup.step2', { max: formatNumber(PICKUP_IMPORT_MAX_ROWS) }),
        upload: t('pickup.upload'),
        wrongType: t('pickup.notSpreadsheet'),
        row: t('pickup.row'),
        outcome: t('pickup.outcome'),
        done: t('pickup.imported'),
        failedOnly: t('pickup.failedOnly'),
      }}
      template={() => api(pickupCodeTemplate, {})}
      send={(file) => upload(pickupCodeImport, {}, file, file.name, { quiet: true })}
      onImported={() => invalidateCall(client, pickupCodeList)}
      summary={(r) => {
        const summary = t('pickup.summary', {
          total: formatNumber(r.total),
          imported: formatNumber(r.imported),
          failed: formatNumber(r.failed),
        });
        // Pick-up orders that shipped while their carrier had no code left got one of these.
        return r.handedOut > 0
          ? `${summary} · ${t('pickup.handedOut', { handed: formatNumber(r.handedOut) })}`
          : summary;
      }}
      columns={[
        { key: 'code', title: t('pickup.code'), dataIndex: 'code' },
        { key: 'carrier', title: t('pickup.carrier'), dataIndex: 'carrierCode', width: 110 },
      ]}
    />
  );
}
