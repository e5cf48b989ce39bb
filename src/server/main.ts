import { getHeapStatistics } from 'node:v8';
import { buildApp } from './app';
import { type Config, ConfigError, readConfig } from './config';
import { heapUnlimited, SERVER_NODE_OPTIONS } from './runtime';

/** Reads the configuration, builds the app and listens; prints where to look. */
export async function main() {
  let config: Config;
  try {
    config = readConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  const { app, database } = await buildApp(config);
  if (heapUnlimited(getHeapStatistics().heap_size_limit))
    app.log.warn(
      `未设置堆内存上限，负载下进程内存可能超过 300 MB；请以 NODE_OPTIONS="${SERVER_NODE_OPTIONS.join(' ')}" 启动（见 docs/decisions.md）`,
    );
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const base = `http://127.0.0.1:${port}`;
  const where = database.kind === 'pglite' ? (config.DATABASE_URL ?? `${config.DATA_DIR}/pglite`) : 'PostgreSQL';
  console.log(
    [
      '',
      `  门户已启动： ${base}/home/`,
      `  接口文档：   ${base}/docs`,
      config.devTools ? `  演示数据：   ${base}/dev/demo （README“演示数据”一节有同样的列表）` : '',
      config.devTools ? `  开发发件箱： ${base}/dev/outbox （短信验证码和邮件在这里查看）` : '',
      `  数据库：     ${database.kind} (${where})；共享状态：${config.REDIS_URL ? 'Redis' : '进程内存'}`,
      '',
    ]
      .filter((l) => l !== '')
      .join('\n'),
  );
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const invokedDirectly = import.meta.url === `file://${process.argv[1]}`;
if (invokedDirectly) await main();
