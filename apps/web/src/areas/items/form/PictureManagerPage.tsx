import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import {
  itemPictureList,
  itemSkuPictureEdit,
  itemSpuPictureEdit,
  MAX_PRODUCT_IMAGES,
} from '@sc/contract/calls/items.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Row as GridRow,
  Input,
  Pagination,
  Select,
  Spin,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../api/client.ts';
import { useCall } from '../../../api/use-call.ts';
import { ImageHint } from '../../../components/media/ImageHint.tsx';
import { ImageInput } from '../../../components/media/ImageInput.tsx';
import { ImageListInput } from '../../../components/media/ImageListInput.tsx';
import { VideoInput } from '../../../components/media/VideoInput.tsx';
import { ProductStatusTag } from './ProductStatusTag.tsx';
import styles from './pictures.module.css';
import { refreshProducts } from './product-queries.ts';

type Row = CallResponse<typeof itemPictureList>['list'][number];
type Missing = 'any' | 'sku_photo' | 'video';
interface Filter {
  title: string;
  missing: Missing;
  pageNum: number;
}

const PAGE_SIZE = 10;

/**
 * /shop/pictureMg (FUNC.pictures): each product's main photos, video and SKU photos, changed
 * in place; find the ones still missing SKU photos or a video.
 */
export default function PictureManagerPage() {
  const { t } = useTranslation('items');
  const [filter, setFilter] = useState<Filter>({ title: '', missing: 'any', pageNum: 1 });
  const [form] = Form.useForm<Omit<Filter, 'pageNum'>>();
  const list = useCall(
    itemPictureList,
    { title: filter.title, missing: filter.missing, page: { pageNum: filter.pageNum, pageSize: PAGE_SIZE } },
    { placeholderData: (previous) => previous },
  );
  const rows = list.data?.list ?? [];

  return (
    <Flex vertical gap={16}>
      <Card>
        <Form
          form={form}
          name="pictures"
          layout="inline"
          initialValues={{ title: '', missing: 'any' }}
          onFinish={(v) => setFilter({ title: v.title.trim(), missing: v.missing, pageNum: 1 })}
          className={styles.filter}
        >
          <Form.Item name="title" label={t('pictures.title')}>
            <Input allowClear placeholder={t('pictures.titlePlaceholder')} style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="missing" label={t('pictures.show')}>
            <Select<Missing>
              style={{ width: 220 }}
              options={[
                { value: 'any', label: t('pictures.missingAny') },
                { value: 'sku_photo', label: t('pictures.missingSku') },
                { value: 'video', label: t('pictures.missingVideo') },
              ]}
            />
          </Form.Item>
          <Form.Item>
            <Flex gap={8}>
              <Button type="primary" htmlType="submit">
                {t('common:search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  setFilter({ title: '', missing: 'any', pageNum: 1 });
                }}
              >
                {t('common:reset')}
              </Button>
            </Flex>
          </Form.Item>
        </Form>
      </Card>
      <Card>
        <Typography.Paragraph type="secondary">{t('pictures.intro', { max: MAX_PRODUCT_IMAGES })}</Typography.Paragraph>
        <Spin spinning={list.isFetching}>
          {rows.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                list.isLoading
                  ? ' '
                  : filter.title || filter.missing !== 'any'
                    ? t('pictures.noMatch')
                    : t('pictures.empty')
              }
            />
          ) : (
            <Flex vertical gap={12} data-testid="pictures-list">
              {rows.map((row) => (
                <ProductPictures key={row.productId} row={row} />
              ))}
            </Flex>
          )}
        </Spin>
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Pagination
            current={filter.pageNum}
            pageSize={PAGE_SIZE}
            total={list.data?.page.count ?? 0}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(pageNum) => setFilter((f) => ({ ...f, pageNum }))}
          />
        </Flex>
      </Card>
    </Flex>
  );
}

/** A label with the upload rules behind a question mark. */
function HintLabel({ text, hint }: { text: string; hint: ReactNode }) {
  return (
    <Tooltip title={hint}>
      <Typography.Text strong className={styles.hintTitle}>
        {text} <QuestionCircleOutlined />
      </Typography.Text>
    </Tooltip>
  );
}

/** One product: its main photos and video side by side, its SKU photos below. */
function ProductPictures({ row }: { row: Row }) {
  const { t } = useTranslation('items');
  const missingSku = row.skus.filter((s) => !s.imageUrl).length;
  return (
    <section className={styles.product} data-testid={`pictures-${row.productId}`}>
      <Flex justify="space-between" align="start" gap={12} wrap className={styles.productHead}>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Link to={`/shop/details/${row.productId}`} className={styles.productTitle}>
            {row.title}
          </Link>
          <Flex gap={8} align="center" wrap>
            <Typography.Text type="secondary">ID {row.productId}</Typography.Text>
            <ProductStatusTag status={row.status} />
          </Flex>
        </Flex>
        <Flex gap={4} wrap>
          {!row.videoUrl && <Tag color="warning">{t('pictures.noVideo')}</Tag>}
          {missingSku > 0 && (
            <Tag color="warning">{t('pictures.skusMissing', { count: missingSku, total: row.skus.length })}</Tag>
          )}
        </Flex>
      </Flex>
      <GridRow gutter={[24, 12]}>
        <Col xs={24} xl={16}>
          <HintLabel text={t('media.images')} hint={<ImageHint usage="mainPhoto" max={MAX_PRODUCT_IMAGES} />} />
          <MainPhotos row={row} />
        </Col>
        <Col xs={24} xl={8}>
          <Typography.Text strong className={styles.label}>
            {t('media.video')}
          </Typography.Text>
          <ProductVideo row={row} />
        </Col>
        <Col span={24}>
          <HintLabel text={t('pictures.skuPhotos')} hint={<ImageHint usage="skuPhoto" />} />
          <SkuPhotos row={row} />
        </Col>
      </GridRow>
    </section>
  );
}

function useSaved() {
  const client = useQueryClient();
  const { message: toast } = App.useApp();
  const { t } = useTranslation('items');
  return () => {
    toast.success(t('pictures.saved'));
    return refreshProducts(client);
  };
}

/** Main photos, saved as soon as they change; the last one cannot go (a product needs a cover). */
function MainPhotos({ row }: { row: Row }) {
  const { t } = useTranslation('items');
  const { message: toast } = App.useApp();
  const saved = useSaved();
  const save = useMutation({
    mutationFn: (images: string[]) =>
      api(itemSpuPictureEdit, { productId: row.productId, images, videoUrl: row.videoUrl }),
    onSuccess: saved,
  });
  return (
    <div className={styles.mainPhotos} data-testid={`main-photos-${row.productId}`}>
      <ImageListInput
        usage="mainPhoto"
        value={row.images}
        max={MAX_PRODUCT_IMAGES}
        onChange={(images) => {
          if (images.length === 0) toast.warning(t('pictures.needCover'));
          else save.mutate(images);
        }}
      />
    </div>
  );
}

function ProductVideo({ row }: { row: Row }) {
  const saved = useSaved();
  const save = useMutation({
    mutationFn: (videoUrl: string) =>
      api(itemSpuPictureEdit, { productId: row.productId, images: row.images, videoUrl }),
    onSuccess: saved,
  });
  return (
    <div className={styles.video}>
      <VideoInput usage="productVideo" value={row.videoUrl} onChange={(url) => save.mutate(url)} />
    </div>
  );
}

function SkuPhotos({ row }: { row: Row }) {
  const { t } = useTranslation('items');
  const saved = useSaved();
  const save = useMutation({
    mutationFn: (input: { skuId: string; imageUrl: string }) => api(itemSkuPictureEdit, { pictures: [input] }),
    onSuccess: saved,
  });
  return (
    <Flex vertical gap={6}>
      <Flex gap={12} wrap data-testid="sku-photos">
        {row.skus.map((sku) => (
          <Flex key={sku.skuId} vertical align="center" gap={4} className={styles.sku}>
            <div className={styles.skuPhoto}>
              <ImageInput
                usage="skuPhoto"
                value={sku.imageUrl}
                onChange={(imageUrl) => save.mutate({ skuId: sku.skuId, imageUrl })}
              />
            </div>
            <Typography.Text className={styles.skuName} ellipsis title={sku.specValues.join(' / ')}>
              {sku.specValues.join(' / ') || t('pictures.singleSku')}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
