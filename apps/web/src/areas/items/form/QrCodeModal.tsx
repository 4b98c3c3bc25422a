import { Button, Flex, Image, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProductQr } from './product-queries.ts';

/** The buyer-side link of a product and its QR code, to copy or download. */
export function QrCodeModal({
  productId,
  title,
  open,
  onClose,
}: {
  productId: string;
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('items');
  const qr = useProductQr(productId, open);
  return (
    <Modal open={open} onCancel={onClose} title={t('details.qrTitle')} footer={null} width={400} destroyOnHidden>
      {qr.data ? (
        <Flex vertical align="center" gap={12}>
          <Image src={qr.data.qrPng} width={240} height={240} preview={false} alt={t('details.qrAlt', { title })} />
          <Typography.Paragraph copyable={{ text: qr.data.url }} style={{ marginBottom: 0, wordBreak: 'break-all' }}>
            {qr.data.url}
          </Typography.Paragraph>
          <Button href={qr.data.qrPng} download={`product-${productId}-qr.png`} type="primary">
            {t('details.qrDownload')}
          </Button>
        </Flex>
      ) : (
        <Skeleton.Image active style={{ width: 240, height: 240 }} />
      )}
    </Modal>
  );
}
