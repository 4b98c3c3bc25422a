import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { itemQrcode, type ProductRow } from '@sc/contract/calls/items.ts';
import { App, Button, Flex, Input, Modal, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../api/use-call.ts';
import styles from './products.module.css';

/** The buyer-side link of a product and its QR code, to copy or download. */
export function QrCodeModal({ product, onClose }: { product: ProductRow; onClose: () => void }) {
  const { t } = useTranslation('items');
  const { message } = App.useApp();
  const qr = useCall(itemQrcode, { productId: product.productId }, { retry: false });
  const copy = async () => {
    const url = qr.data?.url ?? '';
    if (!url) {
      void message.error(t('qr.copyFailed'));
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      void message.success(t('qr.copied'));
    } catch {
      void message.error(t('qr.copyFailed'));
    }
  };
  return (
    <Modal open title={t('qr.title')} onCancel={onClose} footer={null} width={420} destroyOnHidden>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('qr.hint')}</Typography.Text>
        {qr.data ? (
          <img className={styles.qrImage} src={qr.data.qrPng} alt={t('qr.image', { title: product.title })} />
        ) : (
          <Skeleton.Image active={qr.isLoading} className={styles.qrImage} />
        )}
        <Typography.Text strong ellipsis>
          {product.title}
        </Typography.Text>
        <div>
          <Typography.Text type="secondary">{t('qr.link')}</Typography.Text>
          <Space.Compact block>
            <Input readOnly value={qr.data?.url ?? ''} aria-label={t('qr.link')} />
            <Button icon={<CopyOutlined />} onClick={() => void copy()} disabled={!qr.data}>
              {t('qr.copy')}
            </Button>
          </Space.Compact>
        </div>
        <Button
          icon={<DownloadOutlined />}
          href={qr.data?.qrPng}
          download={`qr-${product.productId}.png`}
          disabled={!qr.data}
        >
          {t('qr.download')}
        </Button>
      </Flex>
    </Modal>
  );
}
