import { fileURLToPath } from 'node:url';
import type { DomainModule } from '../../platform/domain-module';
import { groupbuyDemo } from './demo';
import { registerGroupbuyRoutes } from './routes';
import { seedGroupbuy } from './seed';

export const groupbuyModule: DomainModule = {
  name: 'groupbuy',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerGroupbuyRoutes,
  seed: seedGroupbuy,
  demo: groupbuyDemo,
};
