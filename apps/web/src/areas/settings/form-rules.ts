import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import { checkMaxLength } from '@sc/contract/validators/text.ts';
import type { FormRule } from 'antd';
import { currentLocale } from '../../i18n/i18n.ts';

// antd rules in the words of the shared validators (packages/contract), for the settings
// forms. The phone rule and the server-error placement come from the account area's
// form pieces; all of these belong together in components/ once the shell has a home for them.

/** Not empty (blank text counts as empty), in the shared words. */
export const requiredRule = (): FormRule => ({
  required: true,
  whitespace: true,
  message: formatValidatorMessage('required', currentLocale()),
});

/** At most `max` characters, counted as the server counts them. */
export const maxLengthRule = (max: number): FormRule => ({
  validator: async (_rule, value: unknown) => {
    if (typeof value !== 'string') return;
    const check = checkMaxLength(value.trim(), max);
    if (!check.ok) throw new Error(formatValidatorMessage(check.key, currentLocale(), check.params));
  },
});

/** The contract's own schema for a field decides; `message` says what is wrong. */
export const schemaRule = (schema: { safeParse: (v: unknown) => { success: boolean } }, message: string): FormRule => ({
  validator: async (_rule, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    if (!schema.safeParse(value).success) throw new Error(message);
  },
});
