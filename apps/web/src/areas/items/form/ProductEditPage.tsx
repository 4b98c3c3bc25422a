import { productId as productIdSchema } from '@sc/contract/calls/items.ts';
import { Card, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { ProductForm } from './ProductForm.tsx';
import { ProductMissing } from './ProductMissing.tsx';
import { isNotFound, useProductDetail } from './product-queries.ts';

/** /shop/edit?id=…: the product form over a saved product. */
export default function ProductEditPage() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = productIdSchema.safeParse(raw).success ? raw : undefined;
  const detail = useProductDetail(id);
  if (!id || isNotFound(detail.error)) return <ProductMissing />;
  if (detail.isError) return <ProductMissing failed onRetry={() => void detail.refetch()} />;
  if (!detail.data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  // Keyed by the product and its last edit: a reload after a save starts a fresh form.
  return <ProductForm key={`${detail.data.productId}:${detail.data.updatedAt}`} product={detail.data} />;
}
