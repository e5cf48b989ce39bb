import os from 'node:os';

/** What the figures were measured on: they mean little without it. */
export function machineFacts() {
  const cpus = os.cpus();
  return {
    os: `${os.type()} ${os.release()}`,
    platform: process.platform,
    arch: process.arch,
    cpuModel: cpus[0]?.model ?? 'unknown',
    cpus: cpus.length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
    node: process.version,
  };
}
export type MachineFacts = ReturnType<typeof machineFacts>;
