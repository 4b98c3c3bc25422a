import type { CouponDraft } from '@sc/contract/coupon-rules.ts';
import type { Audience } from '@sc/contract/promotions.ts';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { useOfferText } from './CouponBits.tsx';
import styles from './promotions.module.css';

/** The coupon as a buyer sees it in the shop, drawn from the form as the merchant types. */
export function BuyerPreview({
  draft,
  audience,
  imageUrl = '',
}: {
  draft: CouponDraft;
  audience: Audience;
  /** The coupon's picture, shown on it when there is one. */
  imageUrl?: string;
}) {
  const { t } = useTranslation('promotions');
  const offer = useOfferText();
  const amount = draft.type === 'amount';
  const value = amount ? draft.faceValue : draft.percentOff;
  const big = value === null || value <= 0 ? '—' : amount ? formatBaht(value / 100) : `${value}%`;
  const minSpend = draft.minSpend / 100;
  const units = draft.threshold === 'units' ? (draft.minUnits ?? 0) : 0;
  const lines = [
    units > 0
      ? t('rule.buyerUnits', { units })
      : minSpend > 0
        ? t('buyer.minSpend', { amount: formatBaht(minSpend) })
        : t('buyer.noMinSpend'),
    draft.validityDays ? t('buyer.validity', { days: draft.validityDays }) : null,
    draft.grantStart && draft.grantEnd
      ? t('buyer.collect', { start: formatDateTime(draft.grantStart), end: formatDateTime(draft.grantEnd) })
      : t('buyer.collectSoon'),
    [
      draft.perPerson ? t('buyer.perPerson', { count: draft.perPerson }) : null,
      audience === 'all' ? null : t('buyer.audience', { audience: t(`audience.${audience}`) }),
    ]
      .filter(Boolean)
      .join(' · ') || null,
  ].filter((l): l is string => Boolean(l));

  return (
    <Card size="small" title={<h2 className={styles.cardTitle}>{t('buyer.title')}</h2>}>
      <div className={styles.ticket} data-testid="buyer-preview">
        <div className={styles.ticketValue}>
          <span className={styles.ticketBig}>{big}</span>
          <span className={styles.ticketOff}>{t('buyer.off')}</span>
        </div>
        <div className={styles.ticketBody}>
          {imageUrl && (
            <img
              src={imageUrl}
              alt=""
              width={48}
              height={48}
              className={styles.ticketImage}
              data-testid="coupon-image"
            />
          )}
          <span className={styles.ticketBadge}>{t('buyer.shopVoucher')}</span>
          <strong className={styles.ticketOffer} data-testid="buyer-offer">
            {value
              ? offer({
                  ...draft,
                  faceValue: (draft.faceValue ?? 0) / 100,
                  maxDiscount: draft.maxDiscount != null ? draft.maxDiscount / 100 : null,
                  minSpend,
                  minUnits: units,
                })
              : '—'}
          </strong>
          {lines.map((line) => (
            <span key={line} className={styles.ticketLine}>
              {line}
            </span>
          ))}
        </div>
        <span className={styles.ticketButton} aria-hidden="true">
          {t('buyer.collectButton')}
        </span>
      </div>
    </Card>
  );
}
