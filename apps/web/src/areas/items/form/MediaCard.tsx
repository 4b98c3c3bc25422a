import { MAX_PRODUCT_IMAGES } from '@sc/contract/calls/items.ts';
import { Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageListInput } from '../../../components/media/ImageListInput.tsx';
import { VideoInput } from '../../../components/media/VideoInput.tsx';

/** Main photos (the first is the cover) and the video; the inputs state their own limits. */
export function MediaCard() {
  const { t } = useTranslation('items');
  return (
    <Card title={t('media.title')} id="product-media">
      <Form.Item
        name="images"
        label={t('media.images')}
        rules={[{ required: true, type: 'array', min: 1, message: t('media.imagesRequired') }]}
      >
        <ImageListInput usage="mainPhoto" max={MAX_PRODUCT_IMAGES} />
      </Form.Item>
      <Form.Item name="videoUrl" label={t('media.videoOptional')}>
        <VideoInput usage="productVideo" />
      </Form.Item>
    </Card>
  );
}
