import { fileURLToPath } from 'node:url';
import type { DomainModule } from '../../platform/domain-module';
import { contentDemo } from './demo';
import { registerContentRoutes } from './routes';
import { seedContent } from './seed';

export const contentModule: DomainModule = {
  name: 'content',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: (app, deps) => registerContentRoutes(app, deps),
  seed: seedContent,
  demo: contentDemo,
};
