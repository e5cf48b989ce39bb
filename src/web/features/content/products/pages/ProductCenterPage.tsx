import { ProductCenter } from '../components/ProductCenter';

export default function ProductCenterPage() {
  return <ProductCenter />;
}
