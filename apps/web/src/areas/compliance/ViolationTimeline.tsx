import type { ViolationEvent } from '@sc/contract/calls/compliance.ts';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/relative-time.ts';
import styles from './compliance.module.css';

const COLOUR: Record<ViolationEvent['kind'], string> = {
  raised: 'red',
  submitted: 'blue',
  passed: 'green',
  failed: 'orange',
  escalated: 'red',
  expired: 'gray',
};

function eventKey(e: ViolationEvent): string {
  if (e.kind === 'submitted' || e.kind === 'passed' || e.kind === 'failed') {
    return `detail.event.${e.kind}_${e.submissionKind ?? 'rectify'}`;
  }
  return `detail.event.${e.kind}`;
}

/** The history of a violation, newest last: who did what, with their words and links. */
export function ViolationTimeline({ events }: { events: ViolationEvent[] }) {
  const { t } = useTranslation('compliance');
  return (
    <Timeline
      items={events.map((e, i) => ({
        key: `${e.at}-${i}`,
        color: COLOUR[e.kind],
        content: (
          <div>
            <Typography.Text strong>{t(eventKey(e))}</Typography.Text>
            <div className={styles.eventTime}>{formatDateTime(e.at)}</div>
            {e.kind !== 'raised' && e.text && <div className={styles.eventText}>{e.text}</div>}
            {e.evidenceUrls.length > 0 && (
              <div className={styles.evidence}>
                <Typography.Text type="secondary">{t('detail.evidence')}:</Typography.Text>
                {e.evidenceUrls.map((url, n) => (
                  <a key={url} href={url} target="_blank" rel="noopener noreferrer">
                    {`${n + 1}. ${url.replace(/^https:\/\//, '')}`}
                  </a>
                ))}
              </div>
            )}
          </div>
        ),
      }))}
    />
  );
}
