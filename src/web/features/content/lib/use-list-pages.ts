import { useState } from 'react';
import type { z } from 'zod';
import type { Endpoint, RequestOf, ResponseOf } from '../../../../shared/api/endpoint';
import { api } from '../../../api/client';
import { useOneAtATime } from '../../../ui/loading';
import { useContent } from './queries';

/** How many entries a content list shows first, and reads at a time on 加载更多. */
export const LIST_PAGE_SIZE = 10;

type ListEndpoint = Endpoint<z.ZodType, z.ZodType, 'json'>;
type ItemOf<E> = ResponseOf<E> extends { list: (infer T)[] } ? T : never;
/** The pages read after the first, for the list `of` (its request without paging, as JSON). */
interface PagesRead<T> {
  of: string;
  later: T[];
  pages: number;
  total?: number;
  ended: boolean;
}

/**
 * A paged content list (products, news): the first page through the cached read, each later one read on
 * 加载更多 and added under what already shows. The pages asked the whole list again as one larger page
 * (pageSize 10, 20, 30…), a new read that emptied the list while it came, so the page shrank and the
 * customer was back at its top, and the sixth tap was refused (the server gives at most 50 a page).
 * A later page that fails keeps what shows and the button for another tap (the client has said why);
 * two taps read one page. Another list (a new risk class in the address) starts again from its first page.
 */
export function useListPages<E extends ListEndpoint>(
  endpoint: E,
  body: Omit<RequestOf<E>, 'pageNo' | 'pageSize'>,
  keyOf: (item: ItemOf<E>) => string,
  /** False while the page cannot ask yet (no keyword, classes not read): nothing is read. */
  enabled = true,
) {
  const first = useContent(endpoint, { ...body, pageNo: 1, pageSize: LIST_PAGE_SIZE } as RequestOf<E>, enabled);
  const of = JSON.stringify(body);
  const [read, setRead] = useState<PagesRead<ItemOf<E>>>({ of, later: [], pages: 1, ended: false });
  const mine: PagesRead<ItemOf<E>> = read.of === of ? read : { of, later: [], pages: 1, ended: false };
  const firstPage = first.data as { list: ItemOf<E>[]; total: number } | undefined;

  // An entry published between two reads moves the later ones down a place: each shows once.
  const seen = new Set<string>();
  const items = [...(firstPage?.list ?? []), ...(firstPage ? mine.later : [])].filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const total = mine.total ?? firstPage?.total ?? 0;

  const more = useOneAtATime(async () => {
    const pageNo = mine.pages + 1;
    try {
      const answer = (await api(endpoint, { ...body, pageNo, pageSize: LIST_PAGE_SIZE } as RequestOf<E>)) as {
        list: ItemOf<E>[];
        total: number;
      };
      setRead((r) => {
        const later = r.of === of ? r.later : [];
        // An empty page ends the list whatever the total said (entries withdrawn meanwhile).
        return {
          of,
          later: [...later, ...answer.list],
          pages: pageNo,
          total: answer.total,
          ended: !answer.list.length,
        };
      });
    } catch {
      // The client has shown why; the button stays for another tap.
    }
  });

  return {
    /** The first page's read, for the page's loading and failure states. */
    first,
    items,
    hasMore: firstPage !== undefined && !mine.ended && items.length < total,
    loadingMore: more.busy,
    loadMore: () => void more.run(),
  };
}
