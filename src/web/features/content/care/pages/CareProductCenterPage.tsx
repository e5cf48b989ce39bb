import { useEffect } from 'react';
import { ProductCenter } from '../../products/components/ProductCenter';
import { useCareMode } from '../care-mode';

/** The product centre in the care edition: the same products, care sizes, no ads. */
export default function CareProductCenterPage() {
  const [, setOn] = useCareMode();
  // On entering (and on coming back to the kept-alive page), not on every change:
  // the switch on this page turns the care edition off and leaves.
  useEffect(() => setOn(true), [setOn]);
  return <ProductCenter care />;
}
