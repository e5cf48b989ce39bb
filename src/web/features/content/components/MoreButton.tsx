import { LOADING_TEXT } from '../../../../shared/constants';

/** 加载更多 under a content list (useListPages); it says so while the next page comes. */
export function MoreButton({ list }: { list: { loadingMore: boolean; loadMore: () => void } }) {
  return (
    <button type="button" className="cp-more" onClick={list.loadMore} aria-busy={list.loadingMore}>
      {list.loadingMore ? LOADING_TEXT : '加载更多'}
    </button>
  );
}
