import { useTranslation } from 'react-i18next';

const RULE_REASONS = ['not_shipped', 'no_pickup', 'complaint_expired', 'appeal_rejected', 'risk'] as const;
const isRuleReason = (v: string): v is (typeof RULE_REASONS)[number] => (RULE_REASONS as readonly string[]).includes(v);

/**
 * The words for a reason the automatic rules (or the platform's risk review) record (abnormal_reason, cancel_reason); any
 * other reason (a buyer's or merchant's own words) as it is.
 */
export function useRuleReason(): (reason: string | null | undefined) => string {
  const { t } = useTranslation('order-rules');
  return (reason) => (reason && isRuleReason(reason) ? t(`reason.${reason}`) : (reason ?? ''));
}
