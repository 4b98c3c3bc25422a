import { FUNC } from '@sc/contract/func-codes.ts';
import { type ResultKind, resultsPath } from '@sc/contract/results.ts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { grantedCodes, useSession } from '../../session/session.ts';

/**
 * The way from a promotion's row or details to its results (/promotion/detailsData/{id}?kind=…),
 * a link button like the row's other actions; not shown to a user without the promotions function
 * (OMS_FUNC_0019), which the results call needs (a coupons-only sub-account).
 */
export function ResultsLink({
  kind,
  id,
  name,
  size = 'small',
}: {
  kind: ResultKind;
  id: string;
  name: string;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { user } = useSession();
  if (user && !grantedCodes(user).has(FUNC.promotions)) return null;
  return (
    <Button
      type={size === 'small' ? 'link' : 'default'}
      size={size}
      aria-label={t('results.linkOf', { name })}
      data-results={kind}
      onClick={() => void navigate(resultsPath(kind, id))}
    >
      {t('results.link')}
    </Button>
  );
}
