import { InfiniteScroll, type InfiniteScrollProps } from 'antd-mobile';
import { useMemo, useRef } from 'react';
import { INFINITE_SCROLL_THROTTLE_MS } from '../../shared/constants';
import { spaceCalls } from './throttle';

/** antd's InfiniteScroll with loadMore spaced 200 ms apart (spec section 9). */
export function AppInfiniteScroll(props: InfiniteScrollProps) {
  const { loadMore, ...rest } = props;
  // The latest loadMore, so the spacing survives re-renders that pass a new function.
  const latest = useRef(loadMore);
  latest.current = loadMore;
  const spaced = useMemo(
    () => spaceCalls((isRetry: boolean) => latest.current(isRetry), INFINITE_SCROLL_THROTTLE_MS),
    [],
  );
  return <InfiniteScroll threshold={250} {...rest} loadMore={spaced} />;
}
