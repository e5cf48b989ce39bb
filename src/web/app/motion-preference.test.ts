import { describe, expect, it } from 'vitest';
import { followMotionPreference, type WidgetMotion } from './motion-preference';

/** A matchMedia whose one query can be switched, as the phone's setting is. */
function phoneSetting(initially: boolean) {
  let matches = initially;
  const listeners: Array<() => void> = [];
  const query = {
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  return {
    win: {
      matchMedia: (q: string) => (q === '(prefers-reduced-motion: reduce)' ? query : { matches: false }),
    } as never,
    set(value: boolean) {
      matches = value;
      for (const listener of listeners) listener();
    },
  };
}

function widgets() {
  const calls: string[] = [];
  let loads = 0;
  const motion: WidgetMotion = { reduceMotion: () => calls.push('reduce'), restoreMotion: () => calls.push('restore') };
  return {
    calls,
    loads: () => loads,
    load: async () => {
      loads += 1;
      return motion;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the phone’s reduce-motion setting in antd’s widgets', () => {
  it('turns the widgets’ animations off at start when the setting is on', async () => {
    const setting = phoneSetting(true);
    const w = widgets();
    followMotionPreference(setting.win, w.load);
    await settle();
    expect(w.calls).toEqual(['reduce']);
  });

  it('loads nothing for a phone without the setting, so react-spring stays off the first screen', async () => {
    const setting = phoneSetting(false);
    const w = widgets();
    followMotionPreference(setting.win, w.load);
    await settle();
    expect(w.loads()).toBe(0);
    expect(w.calls).toEqual([]);
  });

  it('follows the setting turned on and off while the page is open', async () => {
    const setting = phoneSetting(false);
    const w = widgets();
    followMotionPreference(setting.win, w.load);
    setting.set(true);
    await settle();
    setting.set(false);
    await settle();
    expect(w.calls).toEqual(['reduce', 'restore']);
  });
});
