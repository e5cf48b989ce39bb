import { fileURLToPath } from 'node:url';
import type { DomainModule } from '../../platform/domain-module';
import { createAccess } from './access';
import { policyDemo } from './demo';
import { createPolicyEndorser, createPolicyIssuer, createPolicyPlates } from './ports';
import { registerPolicyRoutes } from './routes';
import { seedPolicy } from './seed';

export const policyModule: DomainModule = {
  name: 'policy',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerPolicyRoutes,
  providePorts: (deps) => ({
    policyIssuer: createPolicyIssuer(deps.db),
    policyEndorser: createPolicyEndorser(deps.db, createAccess(deps)),
    policyPlates: createPolicyPlates(deps.db),
  }),
  seed: seedPolicy,
  demo: policyDemo,
};
