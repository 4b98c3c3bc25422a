import { Radio } from 'antd';
import { formatNumber } from '../../format/number-format.ts';
import wrapping from '../list/wrapping-tabs.module.css';
import styles from './MobileTabs.module.css';

export interface MobileTabsProps<K extends string> {
  /** What the tab bar is (its navigation landmark's name). */
  label: string;
  tabs: readonly K[];
  value: K;
  title: (tab: K) => string;
  /** Each tab's count, once the list answered. */
  counts?: Partial<Record<K, number>> | undefined;
  onChange: (tab: K) => void;
}

/** A phone list's tabs: wrapping buttons, each with its count. */
export function MobileTabs<K extends string>({ label, tabs, value, title, counts, onChange }: MobileTabsProps<K>) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      <Radio.Group
        value={value}
        optionType="button"
        buttonStyle="solid"
        size="small"
        className={wrapping.wrappingTabs}
        onChange={(e) => {
          const next = tabs.find((tab) => tab === e.target.value);
          if (next) onChange(next);
        }}
        options={tabs.map((key) => {
          const count = counts?.[key];
          return { value: key, label: count === undefined ? title(key) : `${title(key)} (${formatNumber(count)})` };
        })}
      />
    </nav>
  );
}
