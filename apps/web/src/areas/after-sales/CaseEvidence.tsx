import { AFTER_SALE_ACTORS } from '@sc/contract/after-sales.ts';
import { Card, Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/relative-time.ts';
import styles from './after-sales.module.css';
import type { CaseDetail } from './case-queries.ts';

/** Evidence from each side, as thumbnails that open a preview, with each batch's note and time. */
export function CaseEvidence({ detail: c }: { detail: CaseDetail }) {
  const { t } = useTranslation('after-sales');
  const sides = AFTER_SALE_ACTORS.map((side) => ({ side, items: c.evidence.filter((e) => e.side === side) })).filter(
    (g) => g.items.length > 0,
  );
  return (
    <Card title={t('detail.evidence')}>
      {sides.length === 0 ? (
        <Typography.Text type="secondary">{t('detail.noEvidence')}</Typography.Text>
      ) : (
        sides.map(({ side, items }) => (
          <section key={side} className={styles.evidenceGroup} data-evidence-side={side}>
            <Typography.Title level={5}>{t(`detail.side.${side}`)}</Typography.Title>
            <Flex vertical gap={12}>
              {items.map((e) => (
                <Flex key={`${e.at}|${e.urls.join(',')}|${e.note}`} vertical gap={6}>
                  <Typography.Text type="secondary" className={styles.small}>
                    {formatDateTime(e.at)}
                  </Typography.Text>
                  {e.note && <span className={styles.prewrap}>{e.note}</span>}
                  {e.urls.length > 0 && (
                    <Image.PreviewGroup>
                      <Flex gap={8} wrap>
                        {e.urls.map((url) => (
                          <Image
                            key={url}
                            src={url}
                            width={72}
                            height={72}
                            className={styles.thumb}
                            alt={t('detail.evidence')}
                          />
                        ))}
                      </Flex>
                    </Image.PreviewGroup>
                  )}
                </Flex>
              ))}
            </Flex>
          </section>
        ))
      )}
    </Card>
  );
}
