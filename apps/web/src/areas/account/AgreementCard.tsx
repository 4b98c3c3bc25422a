import { AGREEMENT_COUNTDOWN_MS } from '@sc/contract/constants.ts';
import { Button, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../components/time/use-countdown.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './AgreementPage.module.css';
import { StatusTag } from './StatusTag.tsx';
import { type AgreementState, type AgreementText, agreementBody } from './use-agreements.ts';

interface AgreementCardProps {
  text: AgreementText;
  state: AgreementState | undefined;
  /** The main account may sign it now (it is unsigned, and 009 is signed when this is 010). */
  signable: boolean;
  /** The title of the agreement to sign first, when that is what stops this one. */
  after?: string;
  signing: boolean;
  onSign: () => void;
}

/** One agreement: title, version, signed or not, its text, and the accept button after 5 s of reading. */
export function AgreementCard({ text, state, signable, after, signing, onSign }: AgreementCardProps) {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  // The reading countdown starts once the agreement can be signed.
  const [readyAt, setReadyAt] = useState<number>();
  useEffect(() => {
    if (signable && readyAt === undefined) setReadyAt(Date.now() + AGREEMENT_COUNTDOWN_MS);
  }, [signable, readyAt]);
  const seconds = useCountdown(readyAt);

  const signed = state?.result === 'y';
  const status = !state ? null : state.exempt === 'y' ? (
    <StatusTag tone="neutral">{t('agreement.exempt')}</StatusTag>
  ) : signed ? (
    <StatusTag tone="success">
      {state.signedAt ? t('agreement.signedOn', { date: formatDateTime(state.signedAt) }) : t('agreement.signed')}
    </StatusTag>
  ) : (
    <StatusTag tone="warning">{t('agreement.unsigned')}</StatusTag>
  );

  return (
    <section
      className={styles.card}
      aria-labelledby={`agreement-${text.contractTemplate}`}
      data-agreement={text.contractTemplate}
    >
      <header className={styles.cardHead}>
        <div>
          <h2
            id={`agreement-${text.contractTemplate}`}
            className={styles.cardTitle}
            style={{ color: token.colorTextHeading }}
          >
            {text.title}
          </h2>
          <span className={styles.version} style={{ color: token.colorTextSecondary }}>
            {text.contractTemplate} · {t('agreement.version', { version: text.version })}
          </span>
        </div>
        {status}
      </header>
      <section
        className={styles.text}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling text must take focus so a keyboard can scroll it
        tabIndex={0}
        aria-label={t('agreement.textLabel', { title: text.title })}
      >
        {agreementBody(text, currentLocale())}
      </section>
      {!signed && state?.exempt !== 'y' && (signable || after) && (
        <footer className={styles.cardFoot}>
          {after && !signable ? (
            <span style={{ color: token.colorTextSecondary }}>{t('agreement.signFirst', { title: after })}</span>
          ) : (
            <Button type="primary" size="large" disabled={seconds > 0} loading={signing} onClick={onSign}>
              {seconds > 0 ? t('agreement.agreeIn', { seconds }) : t('agreement.agree')}
            </Button>
          )}
        </footer>
      )}
    </section>
  );
}
