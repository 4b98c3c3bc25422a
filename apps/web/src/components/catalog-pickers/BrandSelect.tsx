import { NO_BRAND_ID } from '@sc/contract/calls/catalog.ts';
import { Divider, Flex, Select, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { formatDay } from '../../format/format-day.ts';
import { useMayOpen } from '../access/may-open.ts';
import { type AuthorizedBrand, useAuthorizedBrands } from './catalog-queries.ts';
import { useCatalogStrings } from './use-catalog-strings.ts';

const APPLY_PATH = '/setting/addBrandSetting';

export interface BrandSelectProps {
  /** The chosen brand's id ('0' is "No brand"); '' or undefined for none yet. */
  value?: string;
  /** Called with the chosen brand's id, or '' when cleared. */
  onChange?: (id: string) => void;
  disabled?: boolean;
  /** Given by Form.Item so its label points here. */
  id?: string;
  placeholder?: string;
  allowClear?: boolean;
  status?: 'error' | 'warning';
  style?: CSSProperties;
}

const label = (b: AuthorizedBrand) => (b.localName ? `${b.name} (${b.localName})` : b.name);

/**
 * The brands this shop may put on a product today (merchant/auth/brand): "No brand" first,
 * then its authorizations in force, each with its last day. Searchable by either name; the
 * list ends with a way to apply for a brand that is missing.
 */
export function BrandSelect({
  value,
  onChange,
  disabled,
  id,
  placeholder,
  allowClear = false,
  status,
  style,
}: BrandSelectProps) {
  const { t, ready } = useCatalogStrings();
  const brands = useAuthorizedBrands();
  // A sub-account may lack the brand application's code.
  const mayApply = useMayOpen()(APPLY_PATH);
  const failed = brands.isError;
  const list = brands.data ?? [];
  // A brand the product has but the shop no longer holds still shows by its id until changed.
  const known = !value || list.some((b) => b.brandId === value) || !brands.data;

  return (
    <Select<string>
      id={id}
      value={value || undefined}
      onChange={(next) => onChange?.(next ?? '')}
      disabled={disabled}
      loading={brands.isLoading}
      allowClear={allowClear}
      status={failed || !known ? 'error' : status}
      placeholder={placeholder ?? (ready ? t('brandPlaceholder') : undefined)}
      notFoundContent={ready ? t(failed ? 'brandLoadFailed' : 'brandNotFound') : null}
      showSearch={{
        filterOption: (input, option) => (option?.search ?? '').includes(input.trim().toLowerCase()),
      }}
      options={list.map((b) => ({
        value: b.brandId,
        label: label(b),
        search: `${b.name} ${b.localName}`.toLowerCase(),
        until: b.authEnd,
      }))}
      optionRender={(option) => (
        <Flex justify="space-between" gap={8}>
          <span>{option.label}</span>
          {option.data.until && option.value !== NO_BRAND_ID && ready && (
            <Typography.Text type="secondary">
              {t('brandAuthorizedUntil', { date: formatDay(option.data.until) })}
            </Typography.Text>
          )}
        </Flex>
      )}
      popupRender={(menu) => (
        <>
          {menu}
          {mayApply && ready && (
            <>
              <Divider style={{ margin: '4px 0' }} />
              <Flex gap={6} style={{ padding: '4px 12px 6px' }} wrap>
                <Typography.Text type="secondary">{t('brandMissing')}</Typography.Text>
                <Link to={APPLY_PATH}>{t('brandApply')}</Link>
              </Flex>
            </>
          )}
        </>
      )}
      style={{ width: '100%', ...style }}
    />
  );
}
