import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import type { FormRule } from 'antd';
import { currentLocale } from '../../i18n/i18n.ts';

/** Required for a number or a list (the shared requiredRule checks text for blanks, which these are not). */
export const requiredValue = (): FormRule => ({
  required: true,
  message: formatValidatorMessage('required', currentLocale()),
});
