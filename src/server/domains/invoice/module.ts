import { fileURLToPath } from 'node:url';
import type { DomainModule } from '../../platform/domain-module';
import { invoiceDemo } from './demo';
import { createInvoiceIssuer } from './ports';
import { registerInvoiceRoutes } from './routes';
import { seedInvoices } from './seed';

export const invoiceModule: DomainModule = {
  name: 'invoice',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerInvoiceRoutes,
  seed: seedInvoices,
  demo: invoiceDemo,
  providePorts: (deps) => ({ invoiceIssuer: createInvoiceIssuer(deps.db) }),
};
