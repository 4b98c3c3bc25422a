import { App, Checkbox, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A strong confirmation before deleting products for good: the delete button stays off until
 * the merchant ticks that it cannot be undone.
 */
export function useDiscardConfirm(): (titles: string[], onOk: () => Promise<void>) => void {
  const { t } = useTranslation('items');
  const { modal } = App.useApp();
  return (titles, onOk) => {
    const shown = titles.slice(0, 5);
    const instance = modal.confirm({
      title: t('recover.discardTitle', { count: titles.length }),
      width: 480,
      content: (
        <Flex vertical gap={8}>
          <Typography.Text type="danger">{t('recover.discardText')}</Typography.Text>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {shown.map((title, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat; the list never reorders.
              <li key={i}>{title}</li>
            ))}
            {titles.length > shown.length && <li>…</li>}
          </ul>
          <Checkbox onChange={(e) => instance.update({ okButtonProps: { danger: true, disabled: !e.target.checked } })}>
            {t('recover.discardAck')}
          </Checkbox>
        </Flex>
      ),
      okText: t('recover.discard'),
      okButtonProps: { danger: true, disabled: true },
      cancelText: t('common:cancel'),
      onOk,
    });
  };
}
