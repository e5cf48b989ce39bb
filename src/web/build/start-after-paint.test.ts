import { describe, expect, it } from 'vitest';
import { START_AFTER_KEY, START_SCRIPT, START_WAIT_MS, withStartAfterPaint } from './start-after-paint';

/** Runs the start script in a page whose frames, timers and head this test drives. */
function visit({ visible = true, startAfter }: { visible?: boolean; startAfter?: Promise<unknown> } = {}) {
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  const head: { src?: string }[] = [];
  const window: Record<string, unknown> = { [START_AFTER_KEY]: startAfter };
  const document = {
    visibilityState: visible ? 'visible' : 'hidden',
    head: { appendChild: (el: { src?: string }) => head.push(el) },
    createElement: () => ({}),
  };
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', START_SCRIPT('/home/assets/index-Ab.js'))(
    window,
    document,
    (run: () => void) => frames.push(run),
    (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
  );
  return {
    started: () => head.some((el) => el.src === '/home/assets/index-Ab.js'),
    /** One painted frame, then the timers due. */
    frame() {
      for (const run of frames.splice(0)) run();
      this.wait(0);
    },
    wait(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
    startAfterLeft: () => window[START_AFTER_KEY],
  };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the start script', () => {
  it('starts the shell in the frame after the first paint', () => {
    const page = visit();
    expect(page.started()).toBe(false);
    page.frame();
    expect(page.started()).toBe(true);
  });

  it('starts at once in a tab opened in the background', () => {
    expect(visit({ visible: false }).started()).toBe(true);
  });

  it('waits for the early answer to be painted (early-call.ts), then starts in the frame after', async () => {
    let arrive: () => void = () => undefined;
    const page = visit({ startAfter: new Promise<void>((resolve) => (arrive = resolve)) });
    page.frame();
    expect(page.started()).toBe(false);
    expect(page.startAfterLeft()).toBeUndefined();
    arrive();
    await tick();
    expect(page.started()).toBe(false);
    page.frame();
    expect(page.started()).toBe(true);
  });

  it(`waits at most ${START_WAIT_MS} ms for an answer that is slow, or failed`, async () => {
    const page = visit({ startAfter: new Promise(() => undefined) });
    page.frame();
    page.wait(START_WAIT_MS - 1);
    page.frame();
    expect(page.started()).toBe(false);
    page.wait(1);
    page.frame();
    expect(page.started()).toBe(true);
    const failed = Promise.reject(new Error('x'));
    failed.catch(() => undefined);
    const other = visit({ startAfter: failed });
    other.frame();
    await tick();
    other.frame();
    expect(other.started()).toBe(true);
  });
});

describe('withStartAfterPaint', () => {
  const html = `<head>
    <script type="module" crossorigin src="/home/assets/index-Ab.js"></script>
    <link rel="modulepreload" crossorigin href="/home/assets/shell-Cd.js">
    <link rel="stylesheet" crossorigin href="/home/assets/shell-Ef.css">
  </head><body><div id="app"></div>
  </body>`;

  it('adds the entry script at the end of the body, after the first paint, with the chunks left for then', () => {
    const out = withStartAfterPaint(html);
    expect(out).not.toContain('<script type="module"');
    const start = out.indexOf('<script data-app="start">');
    expect(start).toBeGreaterThan(out.indexOf('<div id="app">'));
    expect(out.slice(start)).toContain('requestAnimationFrame');
    expect(out.slice(start)).toContain('window.__chunksAfterPaint');
    expect(out.slice(start)).toContain('("/home/assets/index-Ab.js")');
  });

  it("leaves asking for the chunks to the route preload: Vite's modulepreload tags go, stylesheets stay", () => {
    const out = withStartAfterPaint(html);
    expect(out).not.toContain('modulepreload');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/home/assets/shell-Ef.css">');
  });

  it('refuses an index.html without the entry script', () => {
    expect(() => withStartAfterPaint('<body></body>')).toThrow(/entry/);
  });
});
