import { useEffect, useRef } from 'react';

/**
 * A panel's ref that brings the panel into view when it appears (the chat list
 * may be long). In an effect, not a ref callback: the message list scrolls to
 * its newest message in its own effect, which runs after every ref callback of
 * the same update and so pulled a panel that arrived with a message (留言 with
 * nobody on duty) back out of view, its inputs below the screen. The list comes
 * first in the page, so its effect runs first and the panel's after it.
 */
export function useIntoView<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return ref;
}
