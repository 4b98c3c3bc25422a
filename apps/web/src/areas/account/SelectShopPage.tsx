import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { shopUserListInquiry, switchStore } from '@sc/contract/calls/account.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { invalidateCall, useCall } from '../../api/use-call.ts';
import { rememberLogin, useSession } from '../../session/session.ts';
import { readStored } from '../../session/storage.ts';
import { InlineAlert } from './InlineAlert.tsx';
import { NoShop } from './NoShop.tsx';
import { PageHeading } from './PageHeading.tsx';
import { PlainFrame } from './PlainFrame.tsx';
import styles from './SelectShopPage.module.css';
import { ShopCard, type ShopChoice } from './ShopCard.tsx';
import { useLoginRedirect } from './use-login-redirect.ts';

const HOME = '/dashboard/index';

// react-router numbers its history entries: 0 means this page opened the tab (no way back in the app).
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * /selectshop: the shops of the user; choosing one makes it the session's shop. With
 * `?t=true` it was opened from the user menu ("Switch stores") and offers a way back.
 */
export default function SelectShopPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const fromMenu = useSearchParams()[0].get('t') === 'true';
  const loginFirst = useLoginRedirect('/selectshop');
  const session = useSession();
  const queryClient = useQueryClient();
  const shops = useCall(
    shopUserListInquiry,
    {},
    {
      enabled: !loginFirst,
    },
  );
  const choose = useMutation({
    mutationFn: async (shop: ShopChoice) => {
      // The current shop needs no switch; the others do.
      if (shop.current !== 'y') await api(switchStore, { shopId: shop.shopId });
      return shop;
    },
    onSuccess: async (shop) => {
      const list = (shops.data?.list ?? []).map(({ current: _current, ...summary }) => summary);
      rememberLogin({
        userId: session.userId ?? '',
        shopId: shop.shopId,
        userName: session.user?.userName ?? readStored<string>('userName') ?? '',
        shopList: list,
      });
      // The page is kept alive: the next visit must show the new current shop.
      void invalidateCall(queryClient, shopUserListInquiry);
      await navigate(HOME);
    },
  });

  if (loginFirst) return <Navigate to={loginFirst} replace />;

  const list = shops.data?.list ?? [];
  return (
    <PlainFrame>
      <div className={styles.narrow}>
        <PageHeading
          title={t('selectShop.title')}
          subtitle={list.length > 0 && t('selectShop.subtitle')}
          back={
            fromMenu && (
              <Button
                type="text"
                icon={<ArrowLeftOutlined aria-hidden />}
                onClick={() => void (canGoBack() ? navigate(-1) : navigate(HOME))}
              >
                {t('selectShop.back')}
              </Button>
            )
          }
        />
        {shops.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : shops.isError ? (
          <InlineAlert type="error">{shops.error.message}</InlineAlert>
        ) : list.length === 0 ? (
          <NoShop />
        ) : (
          <ul className={styles.list}>
            {list.map((shop, place) => (
              <li key={shop.shopId}>
                <ShopCard
                  shop={shop}
                  place={place}
                  busy={choose.isPending && choose.variables?.shopId === shop.shopId}
                  disabled={choose.isPending}
                  onChoose={() => choose.mutate(shop)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PlainFrame>
  );
}
