import type { ReactNode } from 'react';
import { useSnapTrack } from './snap-track';
import { TabBar, tabIds, useTabIds } from './tab-bar';

export interface SwipeTab {
  key: string;
  title: string;
  content: ReactNode;
}

/**
 * Tabs whose panels also swipe (spec section 4): the tab bar scrolls the panels
 * and a swipe moves the tab bar. No loop: swiping past the last tab does
 * nothing. Every panel stays mounted, so a half-filled form survives a swipe.
 */
export function SwipeTabs(props: { tabs: SwipeTab[]; defaultIndex?: number; onChange?: (key: string) => void }) {
  const { tabs, defaultIndex = 0, onChange } = props;
  const idBase = useTabIds();
  const { track, index, scrollTo } = useSnapTrack(defaultIndex, (next) => onChange?.(tabs[next].key));
  const active = tabs[Math.min(index, tabs.length - 1)];
  return (
    <div className="swipe-tabs">
      <TabBar
        tabs={tabs}
        activeKey={active.key}
        idBase={idBase}
        onChange={(key) => scrollTo(tabs.findIndex((t) => t.key === key))}
      />
      <div ref={track} className="snap-track">
        {tabs.map((tab) => {
          const ids = tabIds(idBase, tab.key);
          return (
            <div key={tab.key} id={ids.panel} className="snap-slide" role="tabpanel" aria-labelledby={ids.tab}>
              {tab.content}
            </div>
          );
        })}
      </div>
    </div>
  );
}
