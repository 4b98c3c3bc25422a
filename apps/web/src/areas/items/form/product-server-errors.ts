import type { FormInstance } from 'antd';
import { ApiError } from '../../../api/api-error.ts';
import { placeServerError } from '../../../components/form/server-errors.ts';
import { formFieldOf, type ProductFormValues } from './product-form-model.ts';

/**
 * Puts the server's field errors on the product form's own fields, including the nested
 * ones (`skus.3.price` on row 4's price, led by the row's name). Returns what could not be
 * placed, to show above the form; other failures were shown by the client as a toast.
 */
export function placeProductErrors(
  form: FormInstance,
  error: unknown,
  rowLabel: (index: number) => string,
): string | undefined {
  if (!(error instanceof ApiError) || error.handling !== 'passThrough') return undefined;
  const values = form.getFieldsValue(true) as ProductFormValues;
  // 4101 names each field; 107003 (a code, spec name or value taken) may name them the same way.
  if ((error.replyCode === '4101' || error.replyCode === '107003') && error.fieldErrors.length > 0) {
    const left: string[] = [];
    const placed = new Map<string, { name: string | (string | number)[]; errors: string[] }>();
    for (const e of error.fieldErrors) {
      const name = formFieldOf(e.field, values);
      if (!name) {
        left.push(e.message);
        continue;
      }
      const label = Array.isArray(name) && name[0] === 'skus' ? rowLabel(Number(name[1])) : '';
      const entry = placed.get(JSON.stringify(name)) ?? { name, errors: [] };
      entry.errors.push(label ? `${label}: ${e.message}` : e.message);
      placed.set(JSON.stringify(name), entry);
    }
    form.setFields([...placed.values()]);
    return left.length > 0 ? left.join('; ') : undefined;
  }
  if (error.replyCode === '107003') {
    const field = typeof error.result.field === 'string' ? formFieldOf(error.result.field, values) : undefined;
    if (field) {
      form.setFields([{ name: field, errors: [error.replyText] }]);
      return undefined;
    }
    return error.replyText;
  }
  return placeServerError(form, error, []);
}
