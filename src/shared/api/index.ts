import { claims } from './claims';
import { complaint } from './complaint';
import { content } from './content';
import { delivery } from './delivery';
import type { Endpoint } from './endpoint';
import { groupbuy } from './groupbuy';
import { invoice } from './invoice';
import { newcar } from './newcar';
import { payment } from './payment';
import { platform } from './platform';
import { policy } from './policy';
import { promo } from './promo';
import { renewal } from './renewal';
import { service } from './service';
import { shortlink } from './shortlink';
import { sites } from './sites';
import { survey } from './survey';

/**
 * Every endpoint of the portal, by domain. The API docs are generated from it
 * and a test checks that the server binds each one. A new domain adds its file
 * here.
 */
export const contract: Record<string, Record<string, Endpoint>> = {
  platform,
  payment,
  delivery,
  renewal,
  shortlink,
  sites,
  service,
  complaint,
  survey,
  groupbuy,
  promo,
  policy,
  claims,
  invoice,
  newcar,
  content,
};

export function allEndpoints(): Array<{ domain: string; name: string; endpoint: Endpoint }> {
  return Object.entries(contract).flatMap(([domain, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => ({ domain, name, endpoint })),
  );
}
