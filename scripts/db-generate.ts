import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * `npm run db:generate -- <domain> [name]`: writes the next migration of one
 * domain from its schema.ts into its own migrations/ folder. Each domain keeps
 * its own folder and tracking table, so domains built at the same time never
 * collide on migration numbers or pick up each other's unfinished tables.
 */
const [domain, name = 'change'] = process.argv.slice(2);
const dir = `src/server/domains/${domain ?? ''}`;
if (!domain || !existsSync(`${dir}/schema.ts`)) {
  console.error('用法：npm run db:generate -- <domain> [name]（该业务域须有 schema.ts）');
  process.exit(1);
}
const result = spawnSync(
  'npx',
  [
    'drizzle-kit',
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    `${dir}/schema.ts`,
    '--out',
    `${dir}/migrations`,
    '--name',
    name,
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
