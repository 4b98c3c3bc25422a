import type { FormInstance } from 'antd';
import { ApiError } from '../../api/api-error.ts';

/**
 * Puts a pass-through reply on the form's own fields: 4101 (each field error), 107003
 * (the field already taken) and 101001 (the code). Returns the text still to show above
 * the form, if any; other failures were already shown by the client as a toast.
 */
export function placeServerError(form: FormInstance, error: unknown, fields: readonly string[]): string | undefined {
  if (!(error instanceof ApiError) || error.handling !== 'passThrough') return undefined;
  const onField = (name: unknown, message: string) => {
    if (typeof name !== 'string' || !fields.includes(name)) return false;
    form.setFields([{ name, errors: [message] }]);
    return true;
  };
  let placed = false;
  if (error.replyCode === '4101') {
    placed = error.fieldErrors.length > 0;
    for (const e of error.fieldErrors) placed = onField(e.field, e.message) && placed;
  } else if (error.replyCode === '107003') {
    placed = onField(error.result.field, error.replyText);
  } else if (error.replyCode === '101001') {
    placed = onField('verifyCode', error.replyText);
  }
  return placed ? undefined : error.replyText;
}
