import { useEffect } from 'react';
import { platform } from '../../shared/api/platform';
import { api } from '../api/client';
import { useAppStore } from '../store';
import { createBatcher, sanitiseRoute, sanitiseTarget, type TrackEvent } from './analytics';

/** Analytics must never bother the customer: a lost batch is dropped (the endpoint is silent). */
const batcher = createBatcher(
  (events, { leaving }) => {
    api(platform.track, { events }, { keepalive: leaving }).catch(() => undefined);
  },
  { setInterval: (fn, ms) => window.setInterval(fn, ms), clearInterval: (h) => window.clearInterval(h as number) },
);

function event(type: TrackEvent['type'], route: string, target?: string): TrackEvent {
  const { channelType, basicInfo } = useAppStore.getState().global;
  return {
    type,
    route: sanitiseRoute(route),
    target,
    at: Date.now(),
    channelType,
    entryId: basicInfo.entryId || undefined,
  };
}

/**
 * Records a page view per view (`view` counts them, views.ts: a news article opened from its list is one,
 * though the path stays), with the path only; and clicks on elements marked `data-track`.
 */
export function useAnalytics(pathname: string, view: number) {
  useEffect(() => {
    batcher.start();
    const onClick = (e: MouseEvent) => {
      const marked = (e.target as Element | null)?.closest?.('[data-track]');
      const target = marked && sanitiseTarget(marked.getAttribute('data-track') ?? '');
      if (target) batcher.add(event('click', window.location.hash.slice(1) || '/', target));
    };
    const onLeave = () => batcher.flush(true);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') batcher.flush(true);
    };
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onHidden);
      batcher.stop();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once a view; `view` changes with every new one
  useEffect(() => {
    batcher.add(event('pageview', pathname));
  }, [view]);
}
