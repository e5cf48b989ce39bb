import type { ReactNode } from 'react';
import type { ClaimDetail } from '../../../../shared/api/claims';
import { CardPage } from '../../../ui/card-page';
import { LoadFailed } from '../../../ui/load-failed';
import { useClaim } from '../lib/use-claim';
import { EmptyState } from './EmptyState';
import './claims.css';

/**
 * The frame of a page about one claim: the claim asked for (or chosen last) is
 * read, the page stays blank under the loading mask while it is, and says why
 * when there is none to show (no proof, or it ran out) with a way to query again.
 */
export function ClaimPage(props: {
  kind: 'car' | 'noncar';
  title: string;
  children: (claim: ClaimDetail) => ReactNode;
}) {
  const loaded = useClaim(props.kind);
  return (
    <CardPage className="cl-page" title={props.title}>
      {loaded.state === 'loading' ? null : loaded.state === 'empty' ? (
        <EmptyState message={loaded.message} />
      ) : loaded.state === 'failed' ? (
        <LoadFailed what="理赔信息" onRetry={loaded.retry} />
      ) : (
        props.children(loaded.claim)
      )}
    </CardPage>
  );
}
