import { fileURLToPath } from 'node:url';
import type { DomainModule } from '../../platform/domain-module';
import { newcarDemo } from './demo';
import { registerNewcarRoutes } from './routes';
import { seedNewcar } from './seed';

export const newcarModule: DomainModule = {
  name: 'newcar',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerNewcarRoutes,
  seed: seedNewcar,
  demo: newcarDemo,
};
