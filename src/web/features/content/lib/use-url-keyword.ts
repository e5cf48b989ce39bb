import { useState } from 'react';
import { useSearchParams } from '../../../app/router';

/**
 * A search page's keyword, kept in the URL (`?q=`), and the text being typed.
 * When the URL's keyword changes while the page stays mounted (a link to
 * `/search?q=…` opened from the same page, the back button), the box follows
 * it, so the box never shows other words than the results are for.
 */
export function useUrlKeyword() {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('q') ?? '').trim();
  const [draft, setDraft] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setDraft(keyword);
  }
  const search = (q: string) => {
    setDraft(q);
    setParams(q.trim() ? { q: q.trim() } : {}, { replace: true });
  };
  return { keyword, draft, setDraft, search };
}
