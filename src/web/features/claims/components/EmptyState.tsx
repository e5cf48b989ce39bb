import { EmptyState as SharedEmptyState } from '../../../ui/empty-state';

/** The shared empty page, its way on back to this feature's query unless told otherwise. */
export function EmptyState(props: { message: string; action?: { text: string; to: string } }) {
  return (
    <SharedEmptyState message={props.message} action={props.action ?? { text: '去查询理赔', to: '/claims-query' }} />
  );
}
