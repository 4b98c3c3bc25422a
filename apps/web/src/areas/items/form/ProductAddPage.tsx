import { ProductForm } from './ProductForm.tsx';

/** /shop/add: a new product. */
export default function ProductAddPage() {
  return <ProductForm />;
}
