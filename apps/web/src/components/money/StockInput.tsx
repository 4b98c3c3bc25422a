import { MAX_STOCK } from '@sc/contract/calls/items.ts';
import { InputNumber, type InputNumberProps } from 'antd';

type Props = Omit<InputNumberProps<number>, 'value' | 'onChange' | 'precision'> & {
  value?: number;
  onChange?: (value: number | undefined) => void;
};

/** A stock count: whole units from 0. */
export function StockInput({ value, onChange, ...rest }: Props) {
  return (
    <InputNumber<number>
      precision={0}
      min={0}
      max={MAX_STOCK}
      controls={false}
      inputMode="numeric"
      {...rest}
      value={value ?? null}
      onChange={(v) => onChange?.(v === null ? undefined : v)}
    />
  );
}
