import { type ChatMessageView, chatTranslate } from '@sc/contract/calls/chat.ts';
import { Button, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './chat.module.css';

function CardBody({ card, content }: { card: NonNullable<ChatMessageView['card']>; content: string }) {
  const { t } = useTranslation('chat');
  const value =
    card.type === 'coupon'
      ? t('coupon.off', { value: card.status === 'percent' ? card.amount : `฿${card.amount}` })
      : `฿${card.amount}${card.status ? ` ${card.status}` : ''}`;
  return (
    <div className={styles.card}>
      <Tag>{t(`card.${card.type}`)}</Tag>
      <Typography.Text strong>{card.title}</Typography.Text>
      <div>{value}</div>
      {content && <div>{content}</div>}
    </div>
  );
}

/** A buyer's text with its translation into the reader's language, asked for by a button. */
function Translatable({ text }: { text: string }) {
  const { t } = useTranslation('chat');
  const [result, setResult] = useState<{ text: string; note: 'unknown' | 'same' | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const translate = async () => {
    setBusy(true);
    try {
      const target = currentLocale();
      const r = await api(chatTranslate, { text, target });
      setResult({ text: r.translated, note: r.source === target ? 'same' : r.known === 'y' ? null : 'unknown' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {text}
      {result ? (
        <div className={styles.translation} aria-live="polite">
          <span className={styles.meta}>{t('translate.label')}</span>
          <div>{result.note ? t(`translate.${result.note}`) : result.text}</div>
        </div>
      ) : (
        <div>
          <Button size="small" type="link" className={styles.translate} loading={busy} onClick={() => void translate()}>
            {t('translate.open')}
          </Button>
        </div>
      )}
    </>
  );
}

/** A system line's event in the reader's language: a forward, or the buyer's rating of the service. */
function EventText({ event }: { event: NonNullable<ChatMessageView['event']> }) {
  const { t } = useTranslation('chat');
  if (event.type === 'forwarded') return <>{t('event.forwarded', { to: event.to, by: event.by })}</>;
  const rated = t('event.rated', { stars: event.stars });
  const line = event.comment ? t('event.ratedComment', { rated, comment: event.comment }) : rated;
  return <>{event.staff ? `${line} (${t('event.servedBy', { name: event.staff })})` : line}</>;
}

/**
 * One message of the open conversation: a staff system line (a forward, a rating) centred in the reader's
 * language; otherwise a bubble with who wrote it and when, a buyer's text with its translate button.
 */
export function MessageItem({ m, buyerNickname }: { m: ChatMessageView; buyerNickname: string }) {
  const { t } = useTranslation('chat');
  if (m.sender === 'system')
    return (
      <li className={styles.system} data-message-id={m.messageId}>
        {m.event ? <EventText event={m.event} /> : m.content} · {formatDateTime(m.createdAt)}
      </li>
    );
  const who = m.sender === 'buyer' ? buyerNickname : m.automatic === 'y' ? t('automatic') : m.senderName || t('you');
  return (
    <li
      className={`${styles.bubble} ${m.sender === 'buyer' ? '' : styles.mine}`}
      data-message-id={m.messageId}
      data-buyer={m.sender === 'buyer' ? 'y' : undefined}
    >
      <div className={styles.meta}>
        {who} · {formatDateTime(m.createdAt)}
      </div>
      {m.kind === 'image' ? (
        <img src={m.content} alt={t('picture')} style={{ maxWidth: 200 }} />
      ) : m.card ? (
        <CardBody card={m.card} content={m.content} />
      ) : m.sender === 'buyer' && m.kind === 'text' ? (
        <Translatable text={m.content} />
      ) : (
        m.content
      )}
    </li>
  );
}
