import styles from './promotion-form.module.css';

/** A SKU row's refusals (red) and warnings (amber) under its inputs, each message once; nothing when none. */
export function RowMessages({ errors, warnings = [] }: { errors: readonly string[]; warnings?: readonly string[] }) {
  if (errors.length === 0 && warnings.length === 0) return null;
  return (
    <ul className={styles.messages}>
      {errors.map((m) => (
        <li key={m} className={styles.error}>
          {m}
        </li>
      ))}
      {warnings.map((m) => (
        <li key={m} className={styles.warning}>
          {m}
        </li>
      ))}
    </ul>
  );
}
