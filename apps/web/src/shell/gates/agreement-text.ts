import type { contractTemplateInfo } from '@sc/contract/calls/shell.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';

export type AgreementTemplate = CallResponse<typeof contractTemplateInfo>['data'][number];

/** The agreement's text in the display language: Thai, English or Chinese, else the Thai original. */
export function agreementText(template: AgreementTemplate, locale: Locale): string {
  if (locale === 'en-US') return template.contractTemplateEn || template.contractContent;
  if (locale === 'zh-CN') return template.contractTemplateCn || template.contractTemplateEn || template.contractContent;
  return template.contractContent;
}
