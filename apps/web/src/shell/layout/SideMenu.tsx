import { SIDE_MENU_WIDTH } from '@sc/contract/constants.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { Layout, Menu, type MenuProps, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../i18n/i18n.ts';
import { grantedCodes, useSession } from '../../session/session.ts';
import { HOME_PATH } from '../routes/route-table.ts';
import { groupTitle, routeTitle } from '../routes/route-title.ts';
import { MENU_ICONS } from './menu-icons.tsx';
import { menuSections, openMenuKey, sectionShowsNew, selectedMenuKey, showsNew } from './menu-model.ts';
import styles from './SideMenu.module.css';
import { useCurrentRoute } from './use-current-route.ts';

/** The side menu, 300 wide, beside the page (on a phone, MainLayout shows `MenuNav` in a drawer instead). */
export function SideMenu() {
  return (
    <Layout.Sider width={SIDE_MENU_WIDTH} theme="light" className={styles.sider}>
      <MenuNav />
    </Layout.Sider>
  );
}

/** The menu: home, then each area the user holds with its items; "new" tags on new functions that work. */
export function MenuNav() {
  const { t, i18n } = useTranslation('shell');
  const { user } = useSession();
  const route = useCurrentRoute();
  const locale = i18n.language ? currentLocale() : 'th-TH';
  const open = openMenuKey(route);
  const [openKeys, setOpenKeys] = useState<string[]>(open ? [open] : []);

  useEffect(() => {
    if (open) setOpenKeys((keys) => (keys.includes(open) ? keys : [...keys, open]));
  }, [open]);

  const items = useMemo<MenuProps['items']>(() => {
    const fresh = new Set(user?.newFuncIds ?? []);
    const label = (text: string, isNew: boolean) => (
      <span className={styles.label}>
        <span className={styles.text}>{text}</span>
        {isNew && (
          <Tag color="red" variant="filled" className={styles.newTag}>
            {t('menu.new')}
          </Tag>
        )}
      </span>
    );
    const home = {
      key: HOME_PATH,
      icon: MENU_ICONS['/dashboard'],
      label: <Link to={HOME_PATH}>{routeTitle({ path: HOME_PATH, code: FUNC.home }, t, locale)}</Link>,
    };
    const sections = menuSections(grantedCodes(user)).map((section) => ({
      key: section.group.path,
      icon: MENU_ICONS[section.group.path],
      label: label(groupTitle(section.group, t, locale), sectionShowsNew(section, fresh)),
      children: section.items.map((r) => ({
        key: r.path,
        label: <Link to={r.path}>{label(routeTitle(r, t, locale), showsNew(r, fresh))}</Link>,
      })),
    }));
    return [home, ...sections];
  }, [user, t, locale]);

  const selected = selectedMenuKey(route);
  return (
    <nav aria-label={t('menu.label')} className={styles.scroll}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}
