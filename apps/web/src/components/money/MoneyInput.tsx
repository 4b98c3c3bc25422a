import { InputNumber, type InputNumberProps } from 'antd';

/** The largest amount a price field takes (satang must stay a safe integer far beyond it). */
export const MONEY_MAX = '9999999.99';

type Props = Omit<InputNumberProps<string>, 'value' | 'onChange' | 'stringMode' | 'precision'> & {
  value?: string;
  onChange?: (value: string | undefined) => void;
};

/**
 * A baht amount (prices have two decimals). The value is decimal text ('199.00'), never a float, so
 * what the merchant typed reaches the server unchanged.
 */
export function MoneyInput({ value, onChange, ...rest }: Props) {
  return (
    <InputNumber<string>
      stringMode
      precision={2}
      min="0"
      max={MONEY_MAX}
      controls={false}
      prefix="฿"
      inputMode="decimal"
      {...rest}
      value={value === '' ? null : (value ?? null)}
      onChange={(v) => onChange?.(v === null || v === '' ? undefined : v)}
    />
  );
}
