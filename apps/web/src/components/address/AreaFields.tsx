import { messages } from '@sc/contract/messages.ts';
import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Form, type FormRule, Input, Row, Select } from 'antd';
import { useRef, useState } from 'react';
import { currentLocale } from '../../i18n/i18n.ts';
import { type AreaEntry, fetchPostcodeAreas, useAreaChildren } from './area-linkage.ts';
import { PostcodeChoices } from './PostcodeChoices.tsx';
import { useAddressStrings } from './use-address-strings.ts';

/** The form fields the area pieces fill; the defaults are the contract's names. */
export interface AreaFieldNames {
  province: string;
  district: string;
  subDistrict: string;
  zipCode: string;
}

export const AREA_FIELD_NAMES: AreaFieldNames = {
  province: 'provinceCode',
  district: 'districtCode',
  subDistrict: 'subDistrictCode',
  zipCode: 'zipCode',
};

const digits = (value: unknown) =>
  String(value ?? '')
    .replace(/\D/g, '')
    .slice(0, 5);

const options = (list: AreaEntry[] | undefined) =>
  (list ?? []).map((a) => ({ value: a.code, label: a.name, search: `${a.name} ${a.nameTh} ${a.nameEn}` }));

const unique = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];

/**
 * Province → district → sub-district from the address linkage, with the postcode: choosing
 * a sub-district fills the postcode, and typing a postcode first fills the places it
 * covers (or offers them when it covers several). Goes inside an antd Form.
 */
export function AreaFields({ names = AREA_FIELD_NAMES }: { names?: AreaFieldNames }) {
  const { t, ready } = useAddressStrings();
  const locale = currentLocale();
  const form = Form.useFormInstance();
  const client = useQueryClient();
  const provinceCode: string | undefined = Form.useWatch(names.province, form);
  const districtCode: string | undefined = Form.useWatch(names.district, form);
  const provinces = useAreaChildren(locale, 'province');
  const districts = useAreaChildren(locale, 'district', provinceCode);
  const subDistricts = useAreaChildren(locale, 'subDistrict', districtCode);
  // The places of a typed postcode that covers several; cleared once one is chosen.
  const [matches, setMatches] = useState<AreaEntry[]>([]);
  // Every postcode seen for a sub-district (a few have two), for the match check. An address
  // being edited may use the second one of its sub-district: that pair is known from the start.
  const known = useRef<Map<string, Set<string>> | null>(null);
  if (!known.current) {
    known.current = new Map();
    const code = form.getFieldValue(names.subDistrict);
    const zip = form.getFieldValue(names.zipCode);
    if (typeof code === 'string' && typeof zip === 'string') known.current.set(code, new Set([zip]));
  }
  const postcodesOf = known.current;
  const remember = (list: AreaEntry[] | undefined) => {
    for (const a of list ?? []) {
      if (!a.postalCode) continue;
      postcodesOf.set(a.code, (postcodesOf.get(a.code) ?? new Set<string>()).add(a.postalCode));
    }
  };
  remember(subDistricts.data);

  // A postcode that fills itself in is checked again at once: a check of the empty field still
  // running (the sub-district it depends on just changed) would otherwise leave "required" under it.
  const setZip = (value: string | undefined) => {
    form.setFields([{ name: names.zipCode, value, errors: [] }]);
    if (value) void form.validateFields([names.zipCode]).catch(() => undefined);
  };

  const place = (a: AreaEntry) => {
    form.setFieldsValue({
      [names.province]: a.parentCodes?.[0],
      [names.district]: a.parentCodes?.[1],
      [names.subDistrict]: a.code,
    });
    setZip(a.postalCode);
    setMatches([]);
  };

  async function onZipTyped(raw: string) {
    const zip = digits(raw);
    setMatches([]);
    if (zip.length !== 5) return;
    const found = await fetchPostcodeAreas(client, locale, zip).catch(() => undefined);
    if (!found || digits(form.getFieldValue(names.zipCode)) !== zip) return; // typed on meanwhile
    remember(found);
    if (found.length === 0) {
      form.setFields([{ name: names.zipCode, errors: [t('zipUnknown')] }]);
      return;
    }
    // The chosen sub-district already uses this postcode: nothing to change.
    if (found.some((a) => a.code === form.getFieldValue(names.subDistrict))) return;
    const [only] = found;
    if (found.length === 1 && only) return place(only);
    const provinceCodes = unique(found.map((a) => a.parentCodes?.[0]));
    const districtCodes = unique(found.map((a) => a.parentCodes?.[1]));
    form.setFieldsValue({
      [names.province]: provinceCodes.length === 1 ? provinceCodes[0] : undefined,
      [names.district]: districtCodes.length === 1 ? districtCodes[0] : undefined,
      [names.subDistrict]: undefined,
    });
    setMatches(found);
  }

  /** A place chosen by hand: keeps the postcode only if it still fits. */
  function narrow(level: 0 | 1, code: string | undefined) {
    const below = level === 0 ? [names.district, names.subDistrict] : [names.subDistrict];
    form.setFieldsValue(Object.fromEntries(below.map((n) => [n, undefined])));
    const still = matches.filter((a) => a.parentCodes?.[level] === code);
    setMatches(still);
    if (still.length === 0) setZip(undefined);
  }

  function onSubDistrict(code: string | undefined) {
    const fromPostcode = matches.find((a) => a.code === code);
    const entry = subDistricts.data?.find((a) => a.code === code);
    setZip(fromPostcode?.postalCode ?? entry?.postalCode);
    setMatches([]);
  }

  const required = (text: string): FormRule => ({ required: true, message: text });
  const zipFits: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const postcodes = postcodesOf.get(String(getFieldValue(names.subDistrict) ?? ''));
      if (postcodes && typeof value === 'string' && /^\d{5}$/.test(value) && !postcodes.has(value)) {
        throw new Error(messages.zipMismatch[currentLocale()]);
      }
    },
  });

  const select = (loading: boolean, disabled: boolean, placeholder: string) => ({
    showSearch: { optionFilterProp: 'search' },
    allowClear: true,
    loading,
    disabled,
    placeholder,
  });

  if (!ready) return null;
  return (
    <>
      <Form.Item
        name={names.zipCode}
        label={t('zipCode')}
        extra={t('zipHint')}
        normalize={digits}
        dependencies={[names.subDistrict]}
        rules={[
          { required: true, message: formatValidatorMessage('required', currentLocale()) },
          { pattern: /^\d{5}$/, message: t('zipInvalid') },
          zipFits,
        ]}
      >
        <Input
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder={t('zipPlaceholder')}
          style={{ maxWidth: 200 }}
          onChange={(e) => void onZipTyped(e.target.value)}
        />
      </Form.Item>
      {matches.length > 1 && <PostcodeChoices matches={matches} onChoose={place} />}
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item name={names.province} label={t('province')} rules={[required(t('provincePlaceholder'))]}>
            <Select
              {...select(provinces.isFetching, false, t('provincePlaceholder'))}
              options={options(provinces.data)}
              onChange={(code: string | undefined) => narrow(0, code)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name={names.district} label={t('district')} rules={[required(t('districtPlaceholder'))]}>
            <Select
              {...select(districts.isFetching, !provinceCode, t('districtPlaceholder'))}
              options={options(districts.data)}
              onChange={(code: string | undefined) => narrow(1, code)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name={names.subDistrict} label={t('subDistrict')} rules={[required(t('subDistrictPlaceholder'))]}>
            <Select
              {...select(subDistricts.isFetching, !districtCode, t('subDistrictPlaceholder'))}
              options={options(subDistricts.data)}
              onChange={onSubDistrict}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
