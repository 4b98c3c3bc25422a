import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Re-checks the fields that show an error when the display language changes, so their
 * messages (ours and the shared validators') follow it. Rules are built during render with
 * the new language before this effect runs.
 */
export function useRevalidateOnLanguage(form: FormInstance): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const shownFor = useRef(language);
  useEffect(() => {
    if (shownFor.current === language) return;
    shownFor.current = language;
    const withErrors = form
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => f.name);
    if (withErrors.length > 0) form.validateFields(withErrors).catch(() => undefined);
  }, [form, language]);
}
