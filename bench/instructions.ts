import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cannonRequest, newSession, type Target, targetContext, targets } from './lib/api-load';
import { databaseUrl, postgresReachable } from './lib/postgres-data';
import { BARE_ROUTE } from './lib/result';
import { startBenchServer } from './lib/server-process';

/**
 * Instructions a request costs the server, counted by valgrind's callgrind:
 * `npm run bench:instructions -- [--endpoints "a,b"] [--requests N] [--database NAME]`.
 *
 * The full run's figures are throughputs and CPU times on a shared VM, and on
 * some hosts one build's CPU a request moved by a third from one 6 s window to
 * the next (bench/history.md): a trim of a few per cent cannot be seen there.
 * Instructions are counted, not timed, so whatever else the host does they
 * move only with the work itself: in three runs of 2,000 requests each, the
 * bare route read 170,602–174,272 instructions a request and the code list
 * 315,107–315,306; the policy query 576,143–598,959 in two. The uuid moved
 * more (266,448–313,333): every call adds a session to the store, and what
 * that costs depends on how full the store is. What they leave out is
 * the kernel's work (the socket writes) and how fast each instruction runs, so
 * they compare builds of the portal, not hosts, and do not replace the budgets.
 *
 * The server is the bench server on PostgreSQL (the large database of the full
 * run by default), run under callgrind with its counting off until the load
 * has warmed the JIT; then exactly N requests of each endpoint are counted.
 * All of the process's threads count: the collector's and the compiler's too.
 */
export interface InstructionCount {
  name: string;
  requests: number;
  instructionsPerRequest: number;
  /**
   * Of those, the instructions V8's optimizing compilers (TurboFan, Maglev)
   * spent, a request. The JIT keeps optimizing long after the warm-up: under
   * the complaint's load a real server optimized 536 functions in its first
   * 5 s, then 184, 50 and 16 in the next three 5 s (bench/history.md), and
   * under callgrind, after 6,000 warm-up requests, a fifth of the complaint's
   * count was still the compiler's. A settled server does not pay that, so
   * builds are compared net of it.
   */
  compilerPerRequest: number;
}

/** The pause between an endpoint's warm-up and its counted requests. */
const SETTLE_MS = 3000;

/** The total of a callgrind dump: its `summary:` line (or `totals:`), first event (instructions). */
export function totalOfDump(text: string): number {
  const total = /^(?:summary|totals):\s*(\d+)/m.exec(text)?.[1];
  if (total === undefined) throw new Error('callgrind dump without a summary line');
  return Number(total);
}

/** V8's optimizing compilers, by the names callgrind gives their functions. */
const V8_COMPILER = /(?:^|\s)v8::internal::(?:compiler|maglev)::/;

/**
 * The instructions a dump counts in functions whose name matches `pattern`,
 * where they ran (their self cost, not what they called). The dump's format:
 * `fn=(id) name` opens a function (later `fn=(id)` alone), `cfn=` names a
 * callee the same way, a cost line is a position then the count, and the cost
 * line right after a `calls=` line is the callee's inclusive cost, not the
 * caller's own, so it is left out.
 */
export function selfCostMatching(text: string, pattern: RegExp): number {
  const names = new Map<string, string>();
  /** `(id) name` defines the id's name; `(id)` alone refers to it. */
  const nameOf = (ref: string) => {
    const [, id, name] = /^\((\d+)\)\s*(.*)$/.exec(ref) ?? [undefined, ref, ref];
    if (name) names.set(id as string, name);
    return names.get(id as string) ?? '';
  };
  let counting = false;
  let callCost = false;
  let total = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('fn=')) counting = pattern.test(nameOf(line.slice(3)));
    else if (line.startsWith('cfn=')) nameOf(line.slice(4));
    else if (line.startsWith('calls=')) callCost = true;
    else if (/^[-+*\d]/.test(line)) {
      if (counting && !callCost) total += Number(line.trim().split(/\s+/).at(-1));
      callCost = false;
    }
  }
  return total;
}

/** Whether valgrind and its callgrind_control are on this machine. */
export function callgrindAvailable(): boolean {
  try {
    execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
    execFileSync('callgrind_control', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Exactly `amount` requests of the target, 8 at a time, each answer checked as
 * the full run checks it; throws when any is not a success (a refusal's
 * instructions would be counted as the endpoint's).
 */
async function load(base: string, target: Target, amount: number) {
  let failed = 0;
  const result = await autocannon({
    url: base,
    connections: 8,
    amount,
    // Under valgrind a first answer can take long (the nearest sites build their index of
    // 100,000 sites on the first request): autocannon's own 10 s would count it a failure.
    timeout: 300,
    requests: [cannonRequest(target, () => (failed += 1))],
  });
  if (failed || result.errors || result.timeouts)
    throw new Error(
      `${target.name}: ${failed} answers not a success, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return result.requests.total;
}

export async function countInstructions(options: {
  endpoints: string[];
  requests: number;
  databaseUrl: string;
  port: number;
  log?: (line: string) => void;
}): Promise<InstructionCount[]> {
  const log = options.log ?? (() => {});
  const dumps = mkdtempSync(join(tmpdir(), 'portal-callgrind-'));
  const valgrind = [
    'valgrind',
    '--tool=callgrind',
    '--instr-atstart=no',
    // V8 writes the machine code it runs: valgrind must notice code that changes.
    '--smc-check=all-non-file',
    `--callgrind-out-file=${join(dumps, 'cg.%p.out')}`,
  ];
  const server = await startBenchServer({ url: options.databaseUrl }, options.port, {}, valgrind).catch((err) => {
    rmSync(dumps, { recursive: true, force: true });
    throw err;
  });
  const pid = String(server.child.pid);
  const control = (...args: string[]) => execFileSync('callgrind_control', [...args, pid], { stdio: 'ignore' });
  try {
    const context = await targetContext(server.base);
    const targetOf = async (name: string) => {
      const target = targets({ ...context, uuid: await newSession(server.base) }).find((t) => t.name === name);
      if (!target) throw new Error(`no endpoint named ${name}`);
      await target.prepare?.(server.base);
      return target;
    };
    // Every endpoint once before any is counted: the first one counted read 253,000–306,000
    // instructions a request where the same bare route read 135,000–171,000 after the others.
    for (const name of options.endpoints) await load(server.base, await targetOf(name), options.requests);
    const counts: InstructionCount[] = [];
    for (const name of options.endpoints) {
      const target = await targetOf(name);
      // Twice the counted requests first, uncounted: the JIT's tiers settle. Then a pause, in
      // which the compiler's and the collector's threads finish what the warm-up queued, since
      // every thread's instructions count.
      await load(server.base, target, options.requests * 2);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      control('-z');
      control('-i', 'on');
      const requests = await load(server.base, target, options.requests);
      control('-d');
      control('-i', 'off');
      // Each dump is a file of its own (cg.<pid>.out.<n>): the newest is this endpoint's.
      const latest = readdirSync(dumps)
        .filter((f) => f.startsWith(`cg.${pid}.out.`))
        .sort((a, b) => Number(a.split('.').at(-1)) - Number(b.split('.').at(-1)))
        .at(-1);
      if (!latest) throw new Error('callgrind wrote no dump');
      const dump = readFileSync(join(dumps, latest), 'utf8');
      const count = {
        name,
        requests,
        instructionsPerRequest: Math.round(totalOfDump(dump) / requests),
        compilerPerRequest: Math.round(selfCostMatching(dump, V8_COMPILER) / requests),
      };
      log(
        `${name}: ${count.instructionsPerRequest.toLocaleString('en')} instructions a request, ` +
          `${count.compilerPerRequest.toLocaleString('en')} of them compiling (${requests} requests)`,
      );
      counts.push(count);
    }
    return counts;
  } finally {
    await server.stop();
    rmSync(dumps, { recursive: true, force: true });
  }
}

const invokedDirectly = import.meta.url === `file://${process.argv[1]}`;
if (invokedDirectly) {
  const args = process.argv.slice(2);
  const option = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  if (!callgrindAvailable()) throw new Error('valgrind is not installed (apt-get install -y valgrind)');
  if (!(await postgresReachable()))
    throw new Error('PostgreSQL at 127.0.0.1:5432 is not reachable (see bench/fill-postgres.ts)');
  const endpoints = (
    option('--endpoints') ??
    targets(placeholderContext())
      .map((t) => t.name)
      .join(',')
  )
    .split(',')
    .map((name) => name.trim());
  const counts = await countInstructions({
    endpoints,
    requests: Number(option('--requests') ?? 2000),
    databaseUrl: databaseUrl(option('--database') ?? 'bench_portal'),
    port: Number(option('--port') ?? 3430),
    log: (line) => console.log(line),
  });
  const net = (c: InstructionCount) => c.instructionsPerRequest - c.compilerPerRequest;
  const bare = counts.find((c) => c.name === BARE_ROUTE);
  console.log(
    '\n| endpoint | instructions a request | of which compiling | net of compiling | bare route ÷ endpoint, net |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const c of counts)
    console.log(
      `| ${c.name} | ${c.instructionsPerRequest.toLocaleString('en')} | ${c.compilerPerRequest.toLocaleString('en')} | ` +
        `${net(c).toLocaleString('en')} | ${bare ? (net(bare) / net(c)).toFixed(2) : '–'} |`,
    );
}

/** The endpoints' names only (no server is asked): targets() needs a context to build the list. */
function placeholderContext() {
  const query = { policyNo: '', insuredName: '', identifyNumber: '', personType: '0' as const };
  return { uuid: '', query, policyQueries: [query] };
}
