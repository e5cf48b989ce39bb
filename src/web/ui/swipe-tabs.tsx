import { Swiper, type SwiperRef, Tabs } from 'antd-mobile';
import { type ReactNode, useRef, useState } from 'react';

export interface SwipeTab {
  key: string;
  title: string;
  content: ReactNode;
}

/**
 * Tabs whose panels also swipe (spec section 4), antd's "tabs with swiper"
 * pattern: the tab bar moves the swiper and a swipe moves the tab bar. No loop:
 * swiping past the last tab does nothing.
 */
export function SwipeTabs(props: { tabs: SwipeTab[]; defaultIndex?: number; onChange?: (key: string) => void }) {
  const { tabs, defaultIndex = 0, onChange } = props;
  const swiper = useRef<SwiperRef>(null);
  const [active, setActive] = useState(defaultIndex);
  const select = (index: number) => {
    setActive(index);
    onChange?.(tabs[index].key);
  };
  return (
    <div className="swipe-tabs">
      <Tabs
        activeKey={tabs[active]?.key}
        onChange={(key) => {
          const index = tabs.findIndex((t) => t.key === key);
          select(index);
          swiper.current?.swipeTo(index);
        }}
      >
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.key} title={tab.title} />
        ))}
      </Tabs>
      <Swiper ref={swiper} defaultIndex={defaultIndex} loop={false} indicator={() => null} onIndexChange={select}>
        {tabs.map((tab) => (
          <Swiper.Item key={tab.key}>{tab.content}</Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
