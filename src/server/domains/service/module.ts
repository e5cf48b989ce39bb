import { fileURLToPath } from 'node:url';
import type { DomainModule } from '../../platform/domain-module';
import { serviceDemo } from './demo';
import { registerServiceRoutes } from './routes';
import { seedService } from './seed';

export const serviceModule: DomainModule = {
  name: 'service',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerServiceRoutes,
  seed: seedService,
  demo: serviceDemo,
};
