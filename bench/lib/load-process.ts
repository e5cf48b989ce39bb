import { fork } from 'node:child_process';
import type { EndpointFigures, LoadOptions, TargetContext } from './api-load';

/** What one load process is asked to measure. */
export interface LoadJob {
  base: string;
  context: TargetContext;
  /** The target's name (api-load.ts targets()). */
  name: string;
  options: LoadOptions;
}

/**
 * Runs measureTarget() for one endpoint in a fresh Node process (this file's
 * own main, below) and resolves with its figures. A fresh process has a heap
 * of a few megabytes, so the load generator's own garbage collection stays
 * short and does not show up as server latency.
 */
export function measureInOwnProcess(job: LoadJob): Promise<EndpointFigures> {
  return new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let figures: EndpointFigures | undefined;
    child.once('message', (message) => {
      figures = message as EndpointFigures;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (figures) resolve(figures);
      else reject(new Error(`the load process for ${job.name} exited with ${code} before reporting`));
    });
    child.send(job);
  });
}

// The child: measure the one endpoint it is sent, report, and exit.
if (process.send && process.argv[1] === import.meta.filename) {
  process.once('message', async (job: LoadJob) => {
    const { measureTarget, targets } = await import('./api-load');
    const target = targets(job.context).find((t) => t.name === job.name);
    if (!target) throw new Error(`no target named ${job.name}`);
    const figures = await measureTarget(job.base, target, job.options);
    process.send?.(figures, () => process.disconnect());
  });
}
