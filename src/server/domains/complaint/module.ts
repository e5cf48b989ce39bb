import { fileURLToPath } from 'node:url';
import type { DomainModule } from '../../platform/domain-module';
import { complaintDemo } from './demo';
import { registerComplaintRoutes } from './routes';
import { seedComplaint } from './seed';

export const complaintModule: DomainModule = {
  name: 'complaint',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerComplaintRoutes,
  seed: seedComplaint,
  demo: complaintDemo,
};
