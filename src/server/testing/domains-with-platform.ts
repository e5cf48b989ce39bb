import { platformModule } from '../domains/platform/module';
import type { DomainModule } from '../platform/domain-module';

/**
 * The domain list for an API test that boots one domain on its own: the
 * platform domain first (uuid, sessions, codes: what every domain stands on),
 * then the domain under test, so the test does not depend on other domains'
 * demo data. Here rather than in the test, so no domain imports another.
 */
export function withPlatformDomain(...modules: DomainModule[]): DomainModule[] {
  return [platformModule, ...modules];
}
