import { fileURLToPath } from 'node:url';
import type { DomainModule } from '../../platform/domain-module';
import { newcarDemo } from './demo';
import { createMotorPolicies } from './ports';
import { registerNewcarRoutes } from './routes';
import { seedNewcar } from './seed';

export const newcarModule: DomainModule = {
  name: 'newcar',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerNewcarRoutes,
  providePorts: (deps) => ({ motorPolicies: createMotorPolicies(deps.db) }),
  seed: seedNewcar,
  demo: newcarDemo,
};
