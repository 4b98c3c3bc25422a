import {
  type BrandApplication,
  type BrandApplyInput,
  type BrandDates,
  brandDateIssues,
  isDocumentUrl,
  thaiToday,
} from '@sc/contract/calls/catalog.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { catalogMessages } from '@sc/contract/messages/catalog.ts';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

// The application form's values and its rules: the same checks as the request schema and the
// server, in the same words (the contract's reply texts).

export const DATE_FIELDS = ['registrationStart', 'registrationEnd', 'authStart', 'authEnd'] as const;
export type DateField = (typeof DATE_FIELDS)[number];

export interface FormValues {
  mode: 'existing' | 'new';
  brandId?: string;
  brandName?: string;
  trademarkNo?: string;
  registrationStart?: Dayjs | null;
  registrationEnd?: Dayjs | null;
  authStart?: Dayjs | null;
  authEnd?: Dayjs | null;
  documentUrls?: string[];
}

/** Fields a 4101 or 107003 reply can name, each shown on its own field. */
export const SERVER_FIELDS = ['brandId', 'brandName', 'trademarkNo', ...DATE_FIELDS, 'documentUrls'] as const;

const ymd = (d: Dayjs | null | undefined) => (d?.isValid() ? d.format('YYYY-MM-DD') : undefined);

/** What a form starts from: an application being edited, or one applied for again (`renew`). */
export function initialValues(from: BrandApplication | undefined, renew: boolean): FormValues {
  if (!from) return { mode: 'existing', documentUrls: [] };
  const day = (v: string) => dayjs(v, 'YYYY-MM-DD');
  return {
    mode: from.brandId ? 'existing' : 'new',
    ...(from.brandId ? { brandId: from.brandId } : { brandName: from.brandName }),
    trademarkNo: from.trademarkNo,
    registrationStart: day(from.registrationStart),
    registrationEnd: day(from.registrationEnd),
    // A renewal is a new period: the shop enters it.
    ...(renew ? {} : { authStart: day(from.authStart), authEnd: day(from.authEnd) }),
    documentUrls: from.documentUrls,
  };
}

/** The form's values as the request; undefined parts are left for the server to name. */
export function toRequest(values: FormValues): BrandApplyInput {
  return {
    ...(values.mode === 'existing' ? { brandId: values.brandId ?? '' } : { brandName: values.brandName?.trim() ?? '' }),
    trademarkNo: values.trademarkNo?.trim() ?? '',
    registrationStart: ymd(values.registrationStart) ?? '',
    registrationEnd: ymd(values.registrationEnd) ?? '',
    authStart: ymd(values.authStart) ?? '',
    authEnd: ymd(values.authEnd) ?? '',
    documentUrls: (values.documentUrls ?? []).map((u) => u.trim()).filter((u) => u !== ''),
  };
}

type Getter = (name: DateField) => Dayjs | null | undefined;

/**
 * The date rule of one field: required (the spec's certificate-dates message), then the
 * order rules and, with today's Thai date, "authorization time later than now".
 */
export function dateRule(field: DateField, locale: () => Locale, now: () => Date): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: Dayjs | null | undefined) => {
      if (!value?.isValid()) throw new Error(catalogMessages.brandCertificateDatesRequired[locale()]);
      const get = getFieldValue as Getter;
      const dates: Partial<BrandDates> = {};
      for (const f of DATE_FIELDS) dates[f] = ymd(get(f));
      if (DATE_FIELDS.some((f) => dates[f] === undefined)) return;
      const issue = brandDateIssues(dates as BrandDates, thaiToday(now())).find((i) => i.field === field);
      if (issue) throw new Error(catalogMessages[issue.key][locale()]);
    },
  });
}

/** One brand: the chosen one, or a new name. */
export function brandRule(locale: () => Locale): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      if (!value?.trim()) throw new Error(catalogMessages.brandChooseOrName[locale()]);
    },
  };
}

/** At least one document, each one a link the server takes. */
export function documentsRule(locale: () => Locale): FormRule {
  return {
    validator: async (_rule, value: string[] | undefined) => {
      const urls = (value ?? []).map((u) => u.trim()).filter((u) => u !== '');
      if (urls.length === 0) throw new Error(catalogMessages.brandDocumentsRequired[locale()]);
      if (!urls.every(isDocumentUrl)) throw new Error(catalogMessages.brandDocumentUrlInvalid[locale()]);
    },
  };
}
