import type { ReceivingAccountView } from '@sc/contract/calls/finance.ts';
import {
  type AccountDraft,
  accountIssues,
  bankOf,
  RECEIVING_ACCOUNT_REASON,
  RECEIVING_ACCOUNTS_MAX,
  THAI_BANKS,
} from '@sc/contract/finance.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { fillParams } from '@sc/contract/locale.ts';
import { messages } from '@sc/contract/messages.ts';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { recentlyAuthenticated } from '../../auth/recent-authentication.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { toNumber } from '../../db/numbers.ts';
import { receivingAccounts } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';

// Receiving accounts (catalogue §3 "Receiving account", §7 "Store (store/)"): the shop's bank
// accounts a bill is settled to, one the default (a partial unique index keeps it one). Changes
// are the main account's (the call's mainAccountOnly) and need a code confirmed in the session for
// RECEIVING_ACCOUNT_REASON within the recent-authentication window.

export type AccountRow = typeof receivingAccounts.$inferSelect;

const bankName = (code: string, locale: Locale) => {
  const b = bankOf(code);
  if (!b) return code;
  return locale === 'th-TH' ? b.th : locale === 'zh-CN' ? b.zh : b.en;
};

export function presentAccount(a: AccountRow, locale: Locale): ReceivingAccountView {
  return {
    accountId: a.id,
    holder: a.holder,
    bankCode: a.bankCode,
    bankName: bankName(a.bankCode, locale),
    number: a.number,
    branch: a.branch,
    groupName: a.groupName,
    isDefault: a.isDefault,
    createdAt: a.createdAt.toISOString(),
  };
}

/** How an account is named on a bill: its bank code, the last four digits and the holder. */
export function accountLabel(a: Pick<AccountRow, 'bankCode' | 'number' | 'holder'>): string {
  return `${a.bankCode} ••••${a.number.slice(-4)} ${a.holder}`.slice(0, 120);
}

export async function defaultAccount(shop: ShopScope): Promise<AccountRow | null> {
  const [row] = await shop.select(receivingAccounts, eq(receivingAccounts.isDefault, true));
  return row ?? null;
}

export async function listAccounts(shop: ShopScope) {
  return shop
    .select(receivingAccounts)
    .orderBy(desc(receivingAccounts.isDefault), asc(receivingAccounts.groupName), asc(receivingAccounts.createdAt));
}

export async function accountOf(shop: ShopScope, accountId: string, lock = false): Promise<AccountRow> {
  const q = shop.select(receivingAccounts, eq(receivingAccounts.id, accountId));
  const [row] = await (lock ? q.forUpdate() : q);
  if (!row) throw notFound();
  return row;
}

export async function accountGroups(shop: ShopScope) {
  const rows = (await shop.tx.execute(sql`
    select group_name as "groupName", count(*)::int as count from receiving_accounts
    where shop_id = ${shop.shopId} group by group_name order by group_name
  `)) as unknown as { rows: { groupName: string; count: unknown }[] };
  return { list: rows.rows.map((r) => ({ groupName: r.groupName, count: toNumber(r.count) })) };
}

export function searchBanks(keyword: string, locale: Locale) {
  const k = keyword.toLowerCase();
  return {
    list: THAI_BANKS.filter((b) => !k || [b.code, b.th, b.en, b.zh].some((n) => n.toLowerCase().includes(k))).map(
      (b) => ({ code: b.code, name: bankName(b.code, locale), digits: b.digits }),
    ),
  };
}

/** Refuses a change unless the session confirmed a mailed code for receiving accounts just now. */
export async function requireCode(tx: Tx, tokenHash: string, now: Date) {
  if (!(await recentlyAuthenticated(tx, tokenHash, RECEIVING_ACCOUNT_REASON, now)))
    throw new BizError('VERIFICATION_CODE_ERROR', 'accountCodeRequired');
}

/** Only the shop's changes take this lock: two changes of one shop's accounts run one after the other. */
async function lockAccounts(shop: ShopScope) {
  await shop.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`receiving-accounts:${shop.shopId}`}))`);
}

async function makeDefault(shop: ShopScope, accountId: string) {
  await shop.update(
    receivingAccounts,
    { isDefault: false },
    and(eq(receivingAccounts.isDefault, true), ne(receivingAccounts.id, accountId)),
  );
  await shop.update(receivingAccounts, { isDefault: true }, eq(receivingAccounts.id, accountId));
}

export async function maintainAccount(
  shop: ShopScope,
  input: AccountDraft & { accountId?: string | undefined; isDefault: boolean },
  auth: { tokenHash: string },
  locale: Locale,
  now: Date,
): Promise<AccountRow> {
  await lockAccounts(shop);
  const existing = input.accountId ? await accountOf(shop, input.accountId, true) : null;
  const draft: AccountDraft = {
    holder: input.holder.trim(),
    bankCode: input.bankCode.trim().toUpperCase(),
    number: input.number,
    branch: input.branch.trim(),
    groupName: input.groupName.trim(),
  };
  const issues = accountIssues(draft);
  if (issues.length > 0) {
    const fieldErrors = issues.map((i) => ({ field: i.field, message: fillParams(messages[i.key][locale], i.params) }));
    const detail = fieldErrors.map((f) => `${f.field}: ${f.message}`).join('; ');
    throw new BizError('VALIDATION_FAILED', 'validationFailed', { detail }, { fieldErrors });
  }
  await requireCode(shop.tx, auth.tokenHash, now);
  const all = await shop.select(receivingAccounts);
  if (all.some((a) => a.id !== existing?.id && a.bankCode === draft.bankCode && a.number === draft.number))
    throw new BizError('ALREADY_EXISTS', 'accountDuplicate');
  let id = existing?.id;
  if (existing) {
    await shop.update(receivingAccounts, draft, eq(receivingAccounts.id, existing.id));
  } else {
    if (all.length >= RECEIVING_ACCOUNTS_MAX)
      throw new BizError('RULE_VIOLATED', 'accountTooMany', { max: RECEIVING_ACCOUNTS_MAX });
    id = newId();
    await shop.insert(receivingAccounts, [{ id, ...draft, isDefault: false, createdAt: now }]);
  }
  if (!id) throw notFound();
  if (input.isDefault || all.every((a) => !a.isDefault)) await makeDefault(shop, id);
  return accountOf(shop, id);
}

export async function setDefaultAccount(shop: ShopScope, accountId: string, auth: { tokenHash: string }, now: Date) {
  await lockAccounts(shop);
  await accountOf(shop, accountId, true);
  await requireCode(shop.tx, auth.tokenHash, now);
  await makeDefault(shop, accountId);
  return accountOf(shop, accountId);
}

export async function deleteAccount(shop: ShopScope, accountId: string, auth: { tokenHash: string }, now: Date) {
  await lockAccounts(shop);
  const account = await accountOf(shop, accountId, true);
  await requireCode(shop.tx, auth.tokenHash, now);
  if (account.isDefault && (await shop.count(receivingAccounts)) > 1)
    throw new BizError('RULE_VIOLATED', 'accountDefaultDelete');
  await shop.delete(receivingAccounts, eq(receivingAccounts.id, accountId));
  return { accountId };
}
