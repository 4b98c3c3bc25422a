import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import styles from './RouteError.module.css';

/**
 * A screen failed to load or render (often a stale chunk after a deploy): offer a reload.
 * Plain elements: this is on the first load, where antd's Result would add its illustrations.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className={styles.page}>
      <section className={styles.card} role="alert">
        <h1 className={styles.title}>{t('pageError.title')}</h1>
        <p className={styles.text}>{t('pageError.text')}</p>
        <button type="button" className={styles.button} onClick={() => window.location.reload()}>
          {t('pageError.reload')}
        </button>
      </section>
    </main>
  );
}
