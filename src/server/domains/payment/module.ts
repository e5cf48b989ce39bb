import { fileURLToPath } from 'node:url';
import type { DomainModule } from '../../platform/domain-module';
import { paymentDemo } from './demo';
import { createPaymentOrders } from './orders';
import { registerPaymentRoutes } from './routes';
import { seedPayment } from './seed';

export const paymentModule: DomainModule = {
  name: 'payment',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerPaymentRoutes,
  providePorts: (deps) => ({ paymentOrders: createPaymentOrders(deps.db, deps.proofs) }),
  seed: seedPayment,
  demo: paymentDemo,
};
