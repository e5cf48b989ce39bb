import { fileURLToPath } from 'node:url';
import type { DomainModule } from '../../platform/domain-module';
import { sitesDemo } from './demo';
import { registerSitesRoutes } from './routes';
import { seedSites } from './seed';

export const sitesModule: DomainModule = {
  name: 'sites',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerSitesRoutes,
  seed: seedSites,
  demo: sitesDemo,
};
