import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import { contractCreate, contractGenerateResult, contractTemplateInfo } from '@sc/contract/calls/shell.ts';
import { AGREEMENT_COUNTDOWN_MS, type ContractType } from '@sc/contract/constants.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { callQuery, invalidateCall } from '../../api/use-call.ts';
import { useCountdown } from '../../components/time/use-countdown.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session.ts';
import { readStored } from '../../session/storage.ts';
import { logOut } from '../log-out.ts';
import styles from './AgreementModal.module.css';
import { agreementText } from './agreement-text.ts';

/**
 * The agreements to sign, one after the other: "next" on all but the last, "previous" after the
 * first, and accept on the last, held back by a 5-second countdown. Accepting creates each contract
 * in order, 009 before 010. A failed creation (silent 601600) leaves the agreement unsigned:
 * loading ends, no message, the modal stays. "Switch stores" (with more than one shop) and "Log out"
 * are the ways out for a merchant who will not sign for this shop now.
 */
export function AgreementModal({ types, onSigned }: { types: ContractType[]; onSigned: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const queryClient = useQueryClient();
  const locale = i18n.language ? currentLocale() : 'th-TH';
  const [step, setStep] = useState(0);
  const [signing, setSigning] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  // Signing cannot be skipped, but the merchant may leave: to another shop, or out.
  const { user } = useSession();
  const shops = user?.shopList ?? readStored<unknown[]>('shopList') ?? [];
  // The countdown starts when the modal opens.
  const [readyAt] = useState(() => Date.now() + AGREEMENT_COUNTDOWN_MS);
  const seconds = useCountdown(readyAt);
  const { data: templates } = useQuery({
    ...callQuery(contractTemplateInfo, { contractTemplates: types }, { locale }),
    select: (r) => r.data,
    placeholderData: (previous) => previous,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const index = Math.min(step, types.length - 1);
  const template = templates?.find((x) => x.contractTemplate === types[index]);
  const last = index === types.length - 1;

  async function accept() {
    setSigning(true);
    try {
      for (const type of types) {
        await api(contractCreate, {
          contractBusinessType: type,
          contractSignChannel: 'local',
          contractParamsMap: {},
          ...(locale === 'th-TH' ? {} : { language: '1' as const }),
        });
      }
      // What read the agreements' state (the home checklist) reads it again.
      await invalidateCall(queryClient, contractGenerateResult);
      onSigned();
    } catch {
      // Whatever was signed before the failure stays signed; ask again what is left.
      await invalidateCall(queryClient, contractGenerateResult);
    } finally {
      setSigning(false);
    }
  }

  const footer = (
    <div className={styles.footer}>
      <span className={styles.ways}>
        {shops.length > 1 && (
          <Button type="link" icon={<SwapOutlined aria-hidden />} onClick={() => void navigate('/selectshop?t=true')}>
            {t('topBar.switchStore')}
          </Button>
        )}
        <Button
          type="link"
          icon={<LogoutOutlined aria-hidden />}
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void logOut(navigate);
          }}
        >
          {t('topBar.logout')}
        </Button>
      </span>
      <span className={styles.step}>
        {types.length > 1 && t('agreement.step', { current: index + 1, total: types.length })}
      </span>
      {index > 0 && <Button onClick={() => setStep(index - 1)}>{t('agreement.previous')}</Button>}
      {last ? (
        <Button type="primary" disabled={seconds > 0} loading={signing} onClick={() => void accept()}>
          {seconds > 0 ? t('agreement.acceptIn', { seconds }) : t('agreement.accept')}
        </Button>
      ) : (
        <Button type="primary" onClick={() => setStep(index + 1)}>
          {t('agreement.next')}
        </Button>
      )}
    </div>
  );

  return (
    <Modal
      open
      title={t('agreement.title')}
      footer={footer}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      width={760}
      centered
      data-testid="agreement-gate"
    >
      {template ? (
        <article className={styles.agreement} aria-label={template.title}>
          <h2 className={styles.title}>{template.title}</h2>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling text must be reachable by keyboard. */}
          <div className={styles.text} tabIndex={0} data-testid="agreement-text">
            {agreementText(template, locale)}
          </div>
        </article>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Modal>
  );
}
