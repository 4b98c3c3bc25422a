import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './ComingSoon.module.css';
import { useRouteTitle } from './use-route-title.ts';

/** A route of the table whose screen a later issue brings: its title and a calm empty state. */
export function ComingSoon() {
  const { t } = useTranslation('shell');
  const title = useRouteTitle();
  const navigate = useNavigate();
  return (
    <section className={styles.panel} aria-labelledby="coming-soon-title">
      {/* The page's h1 is the layout's (PageBreadcrumb); this is the panel's own title. */}
      <h2 id="coming-soon-title" className={styles.title}>
        {title}
      </h2>
      <Empty
        className={styles.empty}
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong className={styles.headline}>{t('comingSoon.title')}</strong>
            <span className={styles.text}>{t('comingSoon.text')}</span>
          </>
        }
      >
        <Button type="primary" onClick={() => void navigate('/dashboard/index')}>
          {t('comingSoon.home')}
        </Button>
      </Empty>
    </section>
  );
}
