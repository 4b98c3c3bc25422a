import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { hasSetCustomerAddress } from '@sc/contract/calls/shell.ts';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { callQuery } from '../../api/use-call.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { grantedCodes, type UserInfo } from '../../session/session.ts';
import { logOut } from '../log-out.ts';
import { canEnter } from '../routes/route-access.ts';
import { ROUTES } from '../routes/route-table.ts';
import styles from './SetupGate.module.css';
import { SETUP_PAGES, setupNeeded, showsSetupGate } from './setup-needed.ts';

function mayOpen(path: string, granted: ReadonlySet<string>): boolean {
  const route = ROUTES.find((r) => r.path === path);
  return !!route && canEnter(route, granted);
}

/**
 * The setup gate, once the agreements are signed: a blocking modal while the return address or the
 * customer-service setup is missing, except over those two pages. It asks again after each
 * navigation, so saving either page and moving on lifts it.
 */
export function SetupGate({ user }: { user: UserInfo }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data, refetch } = useQuery({
    ...callQuery(hasSetCustomerAddress, {}, { shopId: user.shopId ?? undefined, locale: currentLocale() }, true),
    enabled: !!user.shopId,
    staleTime: 0,
  });
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) void refetch();
  }, [pathname, refetch]);

  if (!data || !showsSetupGate(data, pathname)) return null;
  const needed = setupNeeded(data);
  const granted = grantedCodes(user);
  const canFix = mayOpen(SETUP_PAGES.returnAddress, granted) || mayOpen(SETUP_PAGES.storeSetup, granted);

  const row = (key: string, icon: ReactNode, title: string, text: string, missing: boolean, path: string) => (
    <li className={styles.row} key={key}>
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <span className={styles.body}>
        <strong className={styles.rowTitle}>{title}</strong>
        <span className={styles.rowText}>{text}</span>
      </span>
      {missing ? (
        mayOpen(path, granted) && (
          <Button type="primary" onClick={() => void navigate(path)}>
            {t('setup.go')}
          </Button>
        )
      ) : (
        <span className={styles.done}>
          <CheckCircleFilled aria-hidden /> {t('setup.done')}
        </span>
      )}
    </li>
  );

  return (
    <Modal
      open
      title={t('setup.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      centered
      width={560}
      data-testid="setup-gate"
      footer={
        canFix ? null : (
          <Button onClick={() => void logOut(navigate)} type="primary">
            {t('topBar.logout')}
          </Button>
        )
      }
    >
      <p className={styles.lead}>{canFix ? t('setup.text') : t('setup.askMain')}</p>
      <ul className={styles.list}>
        {row(
          'address',
          <EnvironmentOutlined />,
          t('setup.returnAddress'),
          t('setup.returnAddressText'),
          needed.address,
          SETUP_PAGES.returnAddress,
        )}
        {row(
          'service',
          <CustomerServiceOutlined />,
          t('setup.customerService'),
          t('setup.customerServiceText'),
          needed.service,
          SETUP_PAGES.storeSetup,
        )}
      </ul>
    </Modal>
  );
}
