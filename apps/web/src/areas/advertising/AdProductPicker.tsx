import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Button, Empty, Flex, Input, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductPhoto } from '../../components/media/ProductPhoto.tsx';
import { type AdProduct, useAdCandidates } from './ad-queries.ts';

/**
 * The products an ad shows (a product plan's, a brand ad's), for an antd Form field: the chosen
 * ones as tags, then the shop's products on sale found by title or id (/oms/adv/plan/item/list),
 * each added with one click up to `max`.
 */
export function AdProductPicker({
  value = [],
  onChange,
  max,
  id,
}: {
  value?: AdProduct[];
  onChange?: (v: AdProduct[]) => void;
  max: number;
  id?: string;
}) {
  const { t } = useTranslation('advertising');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const found = useAdCandidates(keyword);
  const chosen = new Set(value.map((p) => p.productId));
  const full = value.length >= max;
  return (
    <Flex vertical gap={8} id={id}>
      <Typography.Text type="secondary">{t('products.chosen', { count: value.length, max })}</Typography.Text>
      <Flex gap={6} wrap>
        {value.map((p) => (
          <Tag
            key={p.productId}
            closable
            closeIcon={<CloseOutlined aria-label={t('products.remove', { title: p.title })} />}
            onClose={() => onChange?.(value.filter((v) => v.productId !== p.productId))}
          >
            {p.title}
          </Tag>
        ))}
      </Flex>
      <Input.Search
        aria-label={t('products.search')}
        placeholder={t('products.search')}
        enterButton={t('products.find')}
        value={typed}
        maxLength={100}
        onChange={(e) => setTyped(e.target.value)}
        onSearch={(v) => setKeyword(v.trim())}
        allowClear
      />
      <List<AdProduct>
        size="small"
        bordered
        loading={found.isFetching}
        dataSource={found.data?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('products.none')} /> }}
        renderItem={(p) => (
          <List.Item
            actions={[
              chosen.has(p.productId) ? (
                <Typography.Text key="added" type="secondary">
                  {t('products.added')}
                </Typography.Text>
              ) : (
                <Button
                  key="add"
                  size="small"
                  disabled={full}
                  aria-label={t('products.addOne', { title: p.title })}
                  onClick={() => onChange?.([...value, p])}
                >
                  {t('products.add')}
                </Button>
              ),
            ]}
          >
            <Flex gap={8} align="center">
              <ProductPhoto url={p.image} title={p.title} size={40} />
              <Flex vertical>
                <Typography.Text>{p.title}</Typography.Text>
                <Typography.Text type="secondary">ID {p.productId}</Typography.Text>
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
}
