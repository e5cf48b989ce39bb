import { describe, expect, it } from 'vitest';
import { firstBackgroundStyle, loadInSequence } from './background-images';

const images = [
  { variable: '--a', url: 'a.svg' },
  { variable: '--b', url: 'b.svg' },
  { variable: '--c', url: 'c.svg' },
];

describe('loadInSequence', () => {
  it('starts each load only after the previous one finished', async () => {
    const log: string[] = [];
    const load = async (url: string) => {
      log.push(`start ${url}`);
      await new Promise((r) => setTimeout(r, 1));
      log.push(`end ${url}`);
    };
    await loadInSequence(images, load, (i) => log.push(`ready ${i.variable}`));
    expect(log).toEqual([
      'start a.svg',
      'end a.svg',
      'ready --a',
      'start b.svg',
      'end b.svg',
      'ready --b',
      'start c.svg',
      'end c.svg',
      'ready --c',
    ]);
  });

  it('skips a failed image and goes on', async () => {
    const ready: string[] = [];
    const count = await loadInSequence(
      images,
      async (url) => {
        if (url === 'b.svg') throw new Error('404');
      },
      (i) => ready.push(i.variable),
    );
    expect(ready).toEqual(['--a', '--c']);
    expect(count).toBe(2);
  });

  it('stops when cancelled', async () => {
    const ready: string[] = [];
    let cancelled = false;
    await loadInSequence(
      images,
      async () => undefined,
      (i) => {
        ready.push(i.variable);
        cancelled = true;
      },
      () => cancelled,
    );
    expect(ready).toEqual(['--a']);
  });
});

describe('firstBackgroundStyle', () => {
  it('puts only the first image in the markup; the rest load in sequence after it', () => {
    expect(firstBackgroundStyle(images)).toEqual({ '--a': 'url("a.svg")' });
    expect(firstBackgroundStyle([])).toEqual({});
  });
});
