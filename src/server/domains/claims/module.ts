import { fileURLToPath } from 'node:url';
import type { DomainModule } from '../../platform/domain-module';
import { claimsDemo } from './demo';
import { createClaimablePlates, createClaimablePolicies } from './ports';
import { registerClaimsRoutes } from './routes';
import { seedClaims } from './seed';

export const claimsModule: DomainModule = {
  name: 'claims',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerClaimsRoutes,
  providePorts: (deps) => ({
    claimablePolicies: createClaimablePolicies(deps.db),
    claimablePlates: createClaimablePlates(deps.db),
  }),
  seed: seedClaims,
  demo: claimsDemo,
};
