import { FUNC } from '@sc/contract/func-codes.ts';
import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../i18n/i18n.ts';
import { HOME_PATH, menuGroups } from '../routes/route-table.ts';
import { groupTitle, routeTitle } from '../routes/route-title.ts';
import styles from './PageBreadcrumb.module.css';
import { useCurrentRoute } from './use-current-route.ts';

/**
 * Home › area › page; a promotion page sits under the activity-report area. The page's title,
 * which the last crumb shows, is also the page's one level-one heading (for screen readers;
 * the crumb is what the eye reads), kept outside the crumbs so hiding them keeps the heading.
 */
export function PageBreadcrumb() {
  const { t, i18n } = useTranslation('shell');
  const route = useCurrentRoute();
  if (!route || !i18n.language) return null;
  const locale = currentLocale();
  const homeTitle = routeTitle({ path: HOME_PATH, code: FUNC.home }, t, locale);
  const areaPath = route.group?.shownUnder ?? route.group?.path;
  const area = menuGroups().find((g) => g.group.path === areaPath)?.group;

  const items: { title: ReactNode }[] = [
    { title: route.path === HOME_PATH ? homeTitle : <Link to={HOME_PATH}>{homeTitle}</Link> },
  ];
  const areaTitle = area && area.path !== '/dashboard' ? groupTitle(area, t, locale) : undefined;
  const pageTitle = route.path === HOME_PATH ? undefined : routeTitle(route, t, locale);
  if (areaTitle) items.push({ title: areaTitle });
  // A page named as its area (the phone's /m/order is "Orders" under Orders) is one crumb, not two.
  if (pageTitle && pageTitle !== areaTitle) items.push({ title: pageTitle });

  return (
    <>
      <h1 className={styles.heading}>{route.path === HOME_PATH ? homeTitle : routeTitle(route, t, locale)}</h1>
      <div className={styles.crumbs}>
        <Breadcrumb items={items} aria-label={t('breadcrumb')} />
      </div>
    </>
  );
}
