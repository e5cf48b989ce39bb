import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/**
 * Packages the shell uses whole. Of every other package the shell imports only
 * a part (antd-mobile's helpers, dayjs through the rules…); forcing such a
 * package's modules into the shell chunk would keep code no route uses, so
 * those stay with the automatic chunking, which tree-shakes them.
 */
const WHOLE_PACKAGES = /\/node_modules\/(react|react-dom|scheduler|zustand|use-sync-external-store)\//;

/** Every module `entry` imports statically, directly or not (what runs before any page). */
function staticClosure(ctx: ChunkingContext, entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) stack.push(imported);
  }
  return seen;
}

/**
 * The shell as one chunk (a code-splitting group for Rolldown).
 *
 * Left to itself, the bundler cut the modules every route needs into some
 * twenty-five small chunks, because pages share them. Each is a request of its
 * own: on a phone's HTTP/1.1 connection (six at a time) that is several extra
 * round trips before anything shows, and each small file compresses worse
 * (issue 9: ≈ 5 kB gzip more, and about twice the requests on every route).
 * The shell's own code and the libraries it uses whole now go into one chunk.
 *
 * A chunk group also takes in what its modules import, so a shell module must
 * import antd-mobile by path (`antd-mobile/es/components/button`), never from
 * the package's index: the index imports every component, and all of them
 * would land in the shell (the size test in bench/ fails when that happens).
 */
export function shellChunkGroup(entry: string): CodeSplittingGroup {
  let shell: Set<string> | undefined;
  return {
    name(id, ctx) {
      shell ??= staticClosure(ctx, entry);
      if (!shell.has(id)) return null;
      return !id.includes('/node_modules/') || WHOLE_PACKAGES.test(id) ? 'shell' : null;
    },
    debugName: 'shell',
    priority: 20,
  };
}
