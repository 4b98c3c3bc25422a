import { AGREEMENT_DEEMED_ACCEPTED_DAYS, type ContractType } from '@sc/contract/constants.ts';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { type SessionState, useSession } from '../../session/session.ts';
import { readStored } from '../../session/storage.ts';
import { AgreementCard } from './AgreementCard.tsx';
import styles from './AgreementPage.module.css';
import { InlineAlert } from './InlineAlert.tsx';
import { MAIN_ACCOUNT } from './main-account.ts';
import { PageHeading } from './PageHeading.tsx';
import { PlainFrame } from './PlainFrame.tsx';
import { useAgreements, useSignAgreement } from './use-agreements.ts';

/** Whether the user is the main account of the session's shop (from user info, else the stored shop list). */
function isMainAccount({ user, shopId }: SessionState): boolean {
  if (user) return user.acctType === MAIN_ACCOUNT;
  const shops = readStored<{ shopId: string; acctType: number }[]>('shopList') ?? [];
  return shops.find((s) => s.shopId === shopId)?.acctType === MAIN_ACCOUNT;
}

/**
 * /agreement: the platform service agreement (009) and the pay-later merchant agreement
 * (010), each signed or not; the main account signs an unsigned one, 009 before 010.
 */
export default function AgreementPage() {
  const { t } = useTranslation('account'); // re-renders on a language switch
  const locale = currentLocale();
  const session = useSession();
  const isMain = isMainAccount(session);
  const shopId = session.shopId ?? '';
  const { texts, stateOf } = useAgreements(locale, shopId);
  const sign = useSignAgreement(locale);
  const first = texts.data?.find((x) => x.contractTemplate === '009');
  const isSigned = (type: ContractType) => stateOf(type)?.result === 'y';

  return (
    <PlainFrame>
      <div className={styles.narrow}>
        <PageHeading title={t('agreement.title')} subtitle={t('agreement.subtitle')} />
        {!isMain && <InlineAlert type="info">{t('agreement.mainAccountOnly')}</InlineAlert>}
        {texts.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <div className={styles.cards}>
            {(texts.data ?? []).map((text) => {
              const type = text.contractTemplate;
              const waitsFor009 = type === '010' && !isSigned('009');
              return (
                <AgreementCard
                  key={type}
                  text={text}
                  state={stateOf(type)}
                  signable={isMain && stateOf(type)?.result === 'n' && !waitsFor009}
                  after={isMain && waitsFor009 ? first?.title : undefined}
                  signing={sign.isPending && sign.variables === type}
                  onSign={() => sign.mutate(type)}
                />
              );
            })}
          </div>
        )}
        <p className={styles.deemed}>{t('agreement.deemed', { days: AGREEMENT_DEEMED_ACCEPTED_DAYS })}</p>
      </div>
    </PlainFrame>
  );
}
