import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { IdentityGuard } from './identity-guard';
import type { ImageCodes } from './image-codes';
import type { Limiter } from './limits';
import type { Mailer, SmsSender } from './messaging';
import type { Ports } from './ports';
import type { Proofs } from './proofs';
import type { Sessions } from './session';
import type { SmsCodes } from './sms-codes';
import type { Store } from './store';

/** What a domain's routes may be given. Each domain takes only what it uses. */
export interface PlatformDeps {
  config: Config;
  db: Db;
  store: Store;
  limiter: Limiter;
  sessions: Sessions;
  smsCodes: SmsCodes;
  imageCodes: ImageCodes;
  identityGuard: IdentityGuard;
  proofs: Proofs;
  /** Filled by the domains that provide them before any route is registered. */
  ports: Ports;
  smsSender: SmsSender;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
