import { fileURLToPath } from 'node:url';
import type { DomainModule } from '../../platform/domain-module';
import { platformDemo } from './demo';
import { createOrgDirectory } from './org-directory';
import { createPlatformRepo } from './repo';
import { registerPlatformRoutes } from './routes';
import { createPlatformService } from './service';

export const platformModule: DomainModule = {
  name: 'platform',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerPlatformRoutes,
  providePorts: (deps) => ({
    orgDirectory: createOrgDirectory(createPlatformService({ repo: createPlatformRepo(deps.db), config: deps.config })),
  }),
  demo: platformDemo,
};
