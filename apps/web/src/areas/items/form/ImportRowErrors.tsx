import styles from './import.module.css';
import type { Preview } from './import-result.ts';

/** A row's errors, each led by the column it is in. */
export function ImportRowErrors({ errors }: { errors: Preview['rows'][number]['errors'] }) {
  return (
    <ul className={styles.errors}>
      {errors.map((e) => (
        <li key={`${e.column}:${e.message}`}>{e.column ? `${e.column}: ${e.message}` : e.message}</li>
      ))}
    </ul>
  );
}
