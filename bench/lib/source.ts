import { execFileSync } from 'node:child_process';

/**
 * Which code a run measured: the commit checked out and how many files in the
 * working tree differ from it. The harness builds and serves the working tree
 * for the whole run (about half an hour), so an edit made meanwhile is measured
 * too, or breaks the run (a seed changed under `npm start` did, on
 * 2026-12-02); before this, which commit a result was had to be worked out
 * from its time and `git log`. Null outside a git checkout (an unpacked
 * tarball).
 */
export function sourceState(dir: string): { commit: string; changedFiles: number } | null {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const commit = git('rev-parse', 'HEAD').trim();
    // Untracked files count: a new module the build picks up changes what is measured.
    const changedFiles = git('status', '--porcelain', '--untracked-files=normal')
      .split('\n')
      .filter((line) => line.trim() !== '').length;
    return { commit, changedFiles };
  } catch {
    return null;
  }
}
