import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@sc/contract/validators/password.ts';
import { useTranslation } from 'react-i18next';
import styles from './PasswordStrength.module.css';

// The parts of the shared strong-password rule (checkStrongPassword), ticked off as they are met.
const PARTS = [
  ['length', (pw: string) => pw.length >= PASSWORD_MIN_LENGTH && pw.length <= PASSWORD_MAX_LENGTH],
  ['lower', (pw: string) => /[a-z]/.test(pw)],
  ['upper', (pw: string) => /[A-Z]/.test(pw)],
  ['digit', (pw: string) => /[0-9]/.test(pw)],
  ['plain', (pw: string) => pw !== '' && /^[A-Za-z0-9]+$/.test(pw)],
] as const;

/** The strong-password rule as a checklist under the password field. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.box} id={id}>
      <span className={styles.title}>{t('strength.title')}</span>
      <ul className={styles.list}>
        {PARTS.map(([key, met]) => {
          const ok = met(password);
          return (
            <li key={key} className={ok ? styles.met : styles.unmet} data-met={ok}>
              {ok ? <CheckCircleFilled aria-hidden /> : <MinusCircleOutlined aria-hidden />}
              <span>{t(`strength.${key}`)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
