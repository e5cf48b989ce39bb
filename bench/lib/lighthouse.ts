import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH } from './machine';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Lighthouse 12 with its default settings (mobile: simulated slow 4G and a 4×
 * slower CPU), performance category only, `runs` times; each metric is the
 * median of its runs. One browser per route; Lighthouse resets storage
 * between runs, so each is a first visit. Lighthouse's own benchmark of the
 * host's CPU is kept beside the metrics: its slowdown is relative to the
 * host, so a slower host reads a longer TBT for the same page.
 */
export async function lighthouseRoute(base: string, route: string, runs: number) {
  const url = `${base}/home/#${route}`;
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const samples: {
    score: number;
    fcp: number;
    lcp: number;
    tbt: number;
    cls: number;
    si: number;
    benchmarkIndex: number;
  }[] = [];
  const errors: string[] = [];
  try {
    // A run can fail on a loaded machine (NO_NAVSTART: the trace missed the navigation);
    // such a run is repeated, up to as many extra attempts as runs asked for.
    for (let attempt = 0; samples.length < runs && attempt < runs * 2; attempt++) {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) {
        errors.push(lhr?.runtimeError?.code ?? 'no result');
        continue;
      }
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      samples.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        si: value('speed-index'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
    }
  } finally {
    await chrome.kill();
  }
  if (samples.length < runs)
    throw new Error(`Lighthouse ${url}: ${samples.length} of ${runs} runs (${errors.join(', ')})`);
  const m = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
  return {
    route,
    runs,
    score: m('score'),
    fcpMs: Math.round(m('fcp')),
    lcpMs: Math.round(m('lcp')),
    tbtMs: Math.round(m('tbt')),
    cls: Math.round(m('cls') * 1000) / 1000,
    speedIndexMs: Math.round(m('si')),
    failedAttempts: errors.length,
    benchmarkIndex: Math.round(m('benchmarkIndex')),
  };
}
