import { fileURLToPath } from 'node:url';
import type { DomainModule } from '../../platform/domain-module';
import { promoDemo } from './demo';
import { registerPromoRoutes } from './routes';
import { seedPromo } from './seed';
import { promoCouponWallet } from './wallet';

export const promoModule: DomainModule = {
  name: 'promo',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerPromoRoutes,
  providePorts: () => ({ couponWallet: promoCouponWallet() }),
  seed: (db) => seedPromo(db),
  demo: promoDemo,
};
