import { Alert, Button, Card, Flex } from 'antd';
import styles from './promotion-form.module.css';
import shared from './promotions.module.css';

export interface FormActionsProps {
  /** What stops the save before it is sent (nothing chosen, a window out of order). */
  problem?: string;
  /** The server's refusal of the last save, one line per message (the same message once). */
  refusal: readonly { message: string }[] | null;
  refusedTitle: string;
  saveLabel: string;
  backLabel: string;
  onSave: () => void;
  onBack: () => void;
  /** The save cannot be made (a promotion under way, no slot chosen). */
  disabled: boolean;
  saving: boolean;
}

/** The foot of a promotion form: why the last save was refused, then save and back. */
export function FormActions(props: FormActionsProps) {
  const { problem, refusal } = props;
  return (
    <Card size="small">
      {problem && <Alert type="error" showIcon title={problem} className={shared.notice} />}
      {refusal && refusal.length > 0 && (
        <Alert
          className={shared.notice}
          type="error"
          showIcon
          title={props.refusedTitle}
          description={
            <ul className={styles.messages}>
              {[...new Set(refusal.map((f) => f.message))].map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          }
        />
      )}
      <Flex gap={8} wrap>
        <Button type="primary" disabled={props.disabled} loading={props.saving} onClick={props.onSave}>
          {props.saveLabel}
        </Button>
        <Button onClick={props.onBack}>{props.backLabel}</Button>
      </Flex>
    </Card>
  );
}
