import { fillParams } from '@sc/contract/locale.ts';
import { Result } from 'antd';
import { useLocale } from '../../i18n/locale-context.ts';
import type { LoginResult } from './login.ts';

// A person's name is not broken across lines (Thai names are two words).
const keepTogether = (text: string) => text.replace(/ /g, '\u00a0');

/** What a successful sign-in shows until the shell (dashboard, menus) exists. */
export function SignedIn({ user }: { user: LoginResult }) {
  const { messages } = useLocale();
  const shop = user.shopList.find((s) => s.shopId === user.shopId) ?? user.shopList[0];
  return (
    <Result
      status="success"
      title={fillParams(messages.signedInAs, { userName: keepTogether(user.userName) })}
      subTitle={shop ? fillParams(messages.signedInShop, { shopName: shop.shopName }) : undefined}
    />
  );
}
