import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EYE, EYE_INVISIBLE } from './icon-shapes.ts';
import styles from './LoginField.module.css';
import { PlainIcon } from './PlainIcon.tsx';

interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  id: string;
  label: string;
  error?: string;
  icon: ReactNode;
  /** A password with a show/hide toggle. */
  secret?: boolean;
}

/**
 * A labelled input of the sign-in form, drawn like a large antd Input from the design tokens
 * (shell/design-tokens.css). /login keeps to plain elements so its first load carries no antd.
 * The error's id is `<id>_help`, as antd names it, so every form of the area reads alike.
 */
export function LoginField({ id, label, error, icon, secret, ...input }: LoginFieldProps) {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(false);
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.box}>
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
        <input
          {...input}
          id={id}
          type={secret && !shown ? 'password' : 'text'}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}_help` : undefined}
        />
        {secret && (
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={shown}
            aria-label={t('field.showPassword')}
            onClick={() => setShown((s) => !s)}
          >
            <PlainIcon shape={shown ? EYE : EYE_INVISIBLE} />
          </button>
        )}
      </div>
      {error && (
        <div id={`${id}_help`} className={styles.error}>
          {error}
        </div>
      )}
    </div>
  );
}
