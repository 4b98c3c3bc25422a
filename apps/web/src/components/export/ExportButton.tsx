import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { downloadCenterListInquiry, EXPORT_REPEAT_WAIT_MS } from '@sc/contract/calls/downloads.ts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, type ButtonProps, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { invalidateCall } from '../../api/use-call.ts';
import { DOWNLOAD_CENTRE_PATH } from './download-centre.ts';
import { useExportStrings } from './use-export-strings.ts';

export interface ExportButtonProps {
  /** Starts the export (the area's export call, e.g. `() => api(itemExportExcel, filter)`). */
  start: () => Promise<{ taskId: string }>;
  disabled?: boolean;
  /** Shown on hover while disabled (say, "nothing to export in this list"). */
  disabledReason?: string;
  /** The button's text; "Export" by default. */
  label?: string;
  type?: ButtonProps['type'];
}

/**
 * Starts an export of what a list shows. The file is made in the background; a toast says so and
 * links to the download centre. After a start the button rests for the 30 s in which the server
 * would refuse the same export again.
 */
export function ExportButton({ start, disabled, disabledReason, label, type }: ExportButtonProps) {
  const { t } = useExportStrings();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [restUntil, setRestUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const resting = restUntil > now;

  useEffect(() => {
    if (!resting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resting]);

  const run = async () => {
    setBusy(true);
    try {
      await start();
      setRestUntil(Date.now() + EXPORT_REPEAT_WAIT_MS);
      setNow(Date.now());
      // An export that starts shows in the download centre's list.
      void invalidateCall(client, downloadCenterListInquiry);
      void message.success({
        content: (
          <span>
            {t('started')} <Link to={DOWNLOAD_CENTRE_PATH}>{t('open')}</Link>
          </span>
        ),
        duration: 8,
      });
    } catch {
      // The client has shown why (a refusal's text, or a transport fault).
    } finally {
      setBusy(false);
    }
  };

  const reason = resting
    ? t('again', { seconds: Math.ceil((restUntil - now) / 1000) })
    : disabled
      ? disabledReason
      : undefined;
  return (
    <Tooltip title={reason}>
      <Button
        type={type}
        icon={<ExportOutlined />}
        loading={busy}
        disabled={disabled || resting}
        onClick={() => void run()}
        data-testid="export-button"
      >
        {label ?? t('button')}
      </Button>
    </Tooltip>
  );
}
