import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { People } from '../db/seed/people';
import type { Random } from '../db/seed/random';
import type { RegionRow } from '../db/seed/regions-data';
import type { PlatformDeps } from './deps';
import type { Ports } from './ports';

/** What a tester needs to try one domain by hand, listed at /dev/demo. */
export interface DemoSection {
  title: string;
  notes: string[];
  records: Record<string, unknown>;
}

/** Shared, deterministic material for demo data. */
export interface SeedContext {
  regions: RegionRow[];
  random: Random;
  people: People;
}

/**
 * One business domain of the server, as app.ts registers it: its migrations,
 * its routes, its demo data. A new domain writes one of these in its folder
 * (`domains/<name>/module.ts`) and adds it to `domains/index.ts`.
 */
export interface DomainModule {
  name: string;
  /** Absolute path of the domain's migrations folder. */
  migrationsFolder: string;
  register(app: FastifyInstance, deps: PlatformDeps): void;
  /** The ports this domain implements for others (see platform/ports.ts). */
  providePorts?(deps: PlatformDeps): Partial<Ports>;
  /** Demo data, written only into an empty database (check your own tables). */
  seed?(db: Db, context: SeedContext): Promise<void>;
  /** Given the platform too, for what a demo record is made with (the secret a demo link is signed with). */
  demo?(db: Db, deps: PlatformDeps): Promise<DemoSection>;
}
