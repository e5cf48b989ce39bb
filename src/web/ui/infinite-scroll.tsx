import { DotLoading, InfiniteScroll, type InfiniteScrollProps, useConfig } from 'antd-mobile';
import { useMemo, useRef, useState } from 'react';
import { INFINITE_SCROLL_THROTTLE_MS } from '../../shared/constants';
import { spaceCalls } from './throttle';

/**
 * The list's footer. antd's own shows its animated dots whenever more pages
 * exist, loading or not, and even below the fold: an SVG animation that makes
 * the browser repaint the whole page every frame for as long as the list is
 * open (60 repaints a second of a 4,500 px page on the network query, issue 9:
 * main-thread work while the page loads, and a phone's battery after). Here
 * the dots show only while a page is being fetched.
 */
function Footer(props: { hasMore: boolean; failed: boolean; loading: boolean; retry: () => void }) {
  // antd's own texts (its zh-CN locale), plus the idle line it does not have.
  const { locale } = useConfig();
  if (!props.hasMore) return <span>{locale.InfiniteScroll.noMore}</span>;
  if (props.failed)
    return (
      <span>
        <span className="adm-infinite-scroll-failed-text">{locale.InfiniteScroll.failedToLoad}</span>
        <button type="button" className="app-infinite-scroll-retry" onClick={props.retry}>
          {locale.InfiniteScroll.retry}
        </button>
      </span>
    );
  if (!props.loading) return <span>上拉加载更多</span>;
  return (
    <>
      <span>{locale.common.loading}</span>
      <DotLoading />
    </>
  );
}

/** antd's InfiniteScroll with loadMore spaced 200 ms apart (spec section 9) and a footer that animates only while loading. */
export function AppInfiniteScroll(props: Omit<InfiniteScrollProps, 'children'>) {
  const { loadMore, ...rest } = props;
  const [loading, setLoading] = useState(false);
  // The latest loadMore, so the spacing survives re-renders that pass a new function.
  const latest = useRef(loadMore);
  latest.current = loadMore;
  const spaced = useMemo(
    () =>
      spaceCalls(async (isRetry: boolean) => {
        setLoading(true);
        try {
          await latest.current(isRetry);
        } finally {
          setLoading(false);
        }
      }, INFINITE_SCROLL_THROTTLE_MS),
    [],
  );
  return (
    <InfiniteScroll threshold={250} {...rest} loadMore={spaced}>
      {(hasMore, failed, retry) => <Footer hasMore={hasMore} failed={failed} loading={loading} retry={retry} />}
    </InfiniteScroll>
  );
}
