import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { theme } from 'antd';
import { type CSSProperties, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './LoginField.module.css';

interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  id: string;
  label: string;
  error?: string;
  icon: ReactNode;
  /** A password with a show/hide toggle. */
  secret?: boolean;
}

/**
 * A labelled input of the sign-in form, drawn like a large antd Input from the theme's
 * tokens. /login keeps to plain elements so its first load carries no antd Form or Input.
 * The error's id is `<id>_help`, as antd names it, so every form of the area reads alike.
 */
export function LoginField({ id, label, error, icon, secret, ...input }: LoginFieldProps) {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  const [shown, setShown] = useState(false);
  const vars = {
    '--field-border': error ? token.colorError : token.colorBorder,
    '--field-hover': error ? token.colorErrorHover : token.colorPrimaryHover,
    '--field-focus': error ? token.colorError : token.colorPrimary,
    '--field-ring': error ? token.colorErrorBg : token.controlOutline,
    '--field-radius': `${token.borderRadiusLG}px`,
    '--field-placeholder': token.colorTextPlaceholder,
    '--field-icon': token.colorTextTertiary,
  } as CSSProperties;
  return (
    <div className={styles.field} style={vars}>
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
            {shown ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
          </button>
        )}
      </div>
      {error && (
        <div id={`${id}_help`} className={styles.error} style={{ color: token.colorError }}>
          {error}
        </div>
      )}
    </div>
  );
}
