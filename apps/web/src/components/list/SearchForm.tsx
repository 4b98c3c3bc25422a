import DownOutlined from '@ant-design/icons/DownOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import UpOutlined from '@ant-design/icons/UpOutlined';
import { Button, Flex, Form } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './ListPage.module.css';
import { useListStrings } from './use-list-strings.ts';

export type FormValues = Record<string, unknown>;

/** Give a field's `Form.Item` this class to span the whole row of the grid (a list of ids). */
export const WIDE_FIELD = 'list-field-wide';

export interface SearchFormProps<F extends string> {
  /** `Form.Item`s named by filter keys (or by the names `fromFilters` gives). */
  fields: ReactNode;
  /** The form's values as URL filters; by default each value as trimmed text. */
  toFilters?: (values: FormValues) => Partial<Record<F, string>>;
  /** The URL filters as form values; by default the texts themselves. */
  fromFilters?: (filters: Record<F, string>) => FormValues;
  /** The applied filters (the URL's). */
  filters: Record<F, string>;
  onSearch: (filters: Partial<Record<F, string>>) => void;
  onReset: () => void;
  /** Show the fields' errors at once (the URL holds values the rules refuse). */
  validateNow: boolean;
  /** The form's name: field ids are `<name>_<field>`. */
  formName?: string;
  /**
   * Fields used less often, behind "More filters" so the list starts higher on the screen; they
   * show by themselves while one of `moreKeys` is set in the URL.
   */
  moreFields?: ReactNode;
  moreKeys?: readonly F[];
}

function textFilters<F extends string>(values: FormValues): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const [key, value] of Object.entries(values)) {
    out[key as F] = value === undefined || value === null ? '' : String(value).trim();
  }
  return out;
}

/** The search form of a list: the screen's fields in a grid, then search and reset. */
export function SearchForm<F extends string>({
  fields,
  toFilters = textFilters,
  fromFilters,
  filters,
  onSearch,
  onReset,
  validateNow,
  formName = 'search',
  moreFields,
  moreKeys = [],
}: SearchFormProps<F>) {
  const { t } = useListStrings();
  const moreSet = moreKeys.some((k) => (filters[k] ?? '') !== '');
  const [moreOpen, setMoreOpen] = useState(moreSet);
  const showMore = moreOpen || moreSet;
  const [form] = Form.useForm<FormValues>();
  const keys = Object.keys(filters) as F[];
  const textOf = (f: Partial<Record<F, string>>) => JSON.stringify(keys.map((k) => f[k] ?? ''));
  const filtersText = textOf(filters);
  // What this form last put in the URL: when the URL arrives there the form already shows it
  // (and the merchant may be typing the next search), so only other changes are copied in.
  const pushed = useRef(filtersText);

  // The URL may change without the form (back button, a link): the form follows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters' text is the trigger.
  useEffect(() => {
    if (filtersText !== pushed.current) {
      pushed.current = filtersText;
      form.setFieldsValue(fromFilters ? fromFilters(filters) : filters);
    }
    if (validateNow) void form.validateFields().catch(() => undefined);
  }, [filtersText, validateNow]);

  const search = (values: FormValues) => {
    const next = toFilters(values);
    pushed.current = textOf(next);
    onSearch(next);
  };

  return (
    <Form<FormValues>
      form={form}
      name={formName}
      layout="horizontal"
      labelWrap
      labelCol={{ flex: '112px' }}
      wrapperCol={{ flex: 'auto' }}
      colon={false}
      initialValues={fromFilters ? fromFilters(filters) : filters}
      onFinish={search}
      className={styles.searchForm}
    >
      <div className={styles.fields}>
        {fields}
        {moreFields && showMore && moreFields}
        <Flex gap={8} justify="flex-end" align="center" className={styles.searchButtons}>
          {moreFields && (
            <Button
              type="link"
              aria-expanded={showMore}
              disabled={moreSet}
              icon={showMore ? <UpOutlined /> : <DownOutlined />}
              iconPosition="end"
              onClick={() => setMoreOpen(!showMore)}
              data-testid="more-filters"
            >
              {showMore ? t('fewerFilters') : t('moreFilters')}
            </Button>
          )}
          <Button
            onClick={() => {
              const empty = emptyOf(filters);
              form.resetFields();
              form.setFieldsValue(fromFilters ? fromFilters(empty) : empty);
              pushed.current = textOf(empty);
              onReset();
            }}
          >
            {t('reset')}
          </Button>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('search')}
          </Button>
        </Flex>
      </div>
    </Form>
  );
}

function emptyOf<F extends string>(filters: Record<F, string>): Record<F, string> {
  const out = { ...filters };
  for (const key of Object.keys(out) as F[]) out[key] = '';
  return out;
}
