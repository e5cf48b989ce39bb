import { fileURLToPath } from 'node:url';
import type { DomainModule } from '../../platform/domain-module';
import { platformDemo } from './demo';
import { registerPlatformRoutes } from './routes';

export const platformModule: DomainModule = {
  name: 'platform',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerPlatformRoutes,
  demo: platformDemo,
};
