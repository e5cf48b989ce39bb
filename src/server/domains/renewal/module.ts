import { fileURLToPath } from 'node:url';
import type { DomainModule } from '../../platform/domain-module';
import { renewalDemo } from './demo';
import { createRenewablePlates } from './ports';
import { createRenewalStatus } from './renewal-order';
import { createRenewalRepo } from './repo';
import { registerRenewalRoutes } from './routes';
import { seedRenewal } from './seed';

export const renewalModule: DomainModule = {
  name: 'renewal',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerRenewalRoutes,
  providePorts: (deps) => ({
    renewalStatus: createRenewalStatus(createRenewalRepo(deps.db), deps.ports),
    renewablePlates: createRenewablePlates(deps.db),
  }),
  seed: seedRenewal,
  demo: renewalDemo,
};
