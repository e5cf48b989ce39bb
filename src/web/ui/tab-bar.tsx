import { type KeyboardEvent, useId, useRef } from 'react';

export interface TabBarTab {
  key: string;
  title: string;
}

/** The ids that tie a tab to its panel, for aria-controls and aria-labelledby. */
export const tabIds = (base: string, key: string) => ({ tab: `${base}-tab-${key}`, panel: `${base}-panel-${key}` });

/**
 * A tab bar on the WAI-ARIA tabs pattern: one tab in the keyboard's tab order,
 * the arrow keys, Home and End move between tabs. Styled like antd's Tabs, whose
 * animated ink bar brought react-spring onto every query page (issue 9).
 * `idBase` comes from the caller (useId) so its panels can point back.
 */
export function TabBar(props: {
  tabs: TabBarTab[];
  activeKey: string;
  onChange: (key: string) => void;
  idBase: string;
}) {
  const { tabs, activeKey, onChange, idBase } = props;
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, from: number) => {
    const last = tabs.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? (from + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (from + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (to < 0) return;
    event.preventDefault();
    onChange(tabs[to].key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[to]?.focus();
  };
  return (
    <div ref={list} className="tab-bar" role="tablist">
      {tabs.map((tab, i) => {
        const ids = tabIds(idBase, tab.key);
        const active = tab.key === activeKey;
        return (
          <button
            key={tab.key}
            id={ids.tab}
            type="button"
            role="tab"
            className="tab-bar-tab"
            aria-selected={active}
            aria-controls={ids.panel}
            tabIndex={active ? 0 : -1}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => move(event, i)}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}

/** A stable id base for one tab bar and its panels. */
export const useTabIds = () => useId().replace(/:/g, '');
