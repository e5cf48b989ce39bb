import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceState } from './source';

const dir = mkdtempSync(join(tmpdir(), 'portal-bench-source-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', ...args], {
    cwd: dir,
    encoding: 'utf8',
  }).trim();

describe('sourceState', () => {
  it('is null outside a git checkout', () => {
    expect(sourceState(dir)).toBeNull();
  });

  it('names the commit and counts changed and new files', () => {
    git('init', '-q');
    writeFileSync(join(dir, 'seed.ts'), 'export const a = 1;\n');
    git('add', '.');
    git('commit', '-q', '-m', 'first');
    const commit = git('rev-parse', 'HEAD');
    expect(sourceState(dir)).toEqual({ commit, changedFiles: 0 });

    writeFileSync(join(dir, 'seed.ts'), 'export const a = 2;\n');
    writeFileSync(join(dir, 'new.ts'), 'export const b = 1;\n');
    expect(sourceState(dir)).toEqual({ commit, changedFiles: 2 });
  });
});
