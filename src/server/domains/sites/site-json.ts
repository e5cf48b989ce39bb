import type { ResponseInputOf } from '../../../shared/api/endpoint';
import { type SiteInfo, siteInfo, siteQuery } from '../../../shared/api/sites';
import { JsonAnswer, jsonWriter } from '../../platform/json-answer';

/**
 * The site list's answer written from each kept site's JSON (issue 9). The
 * service keeps recent sites (frozen) between requests; a page of the nearest
 * sites is those sites with the visitor's distance added. Their JSON is
 * written once per kept site (platform/json-answer.ts) and the distance is
 * appended to it per request, in place of checking, copying, writing and
 * encoding twenty sites of Chinese text on every request.
 */

// The distance is appended to a kept site's JSON, so it must be the site's last key.
const SITE_KEYS = Object.keys(siteInfo.shape);
if (SITE_KEYS.at(-1) !== 'distanceKm') throw new Error('site-json: distanceKm must stay the last key of siteInfo');
// The list is written first, the other fields after it.
const LIST_KEYS = Object.keys(siteQuery.response.shape);
if (LIST_KEYS[0] !== 'siteInfoList') throw new Error('site-json: siteInfoList must stay the first key of the answer');

const writeSite = jsonWriter(siteInfo);
const writeSiteWithoutDistance = jsonWriter(siteInfo.omit({ distanceKm: true }));
const writeListTail = jsonWriter(siteQuery.response.omit({ siteInfoList: true }));

/** Each site-with-distance made by siteAt, and the kept site it copies. */
const keptSiteOf = new WeakMap<SiteInfo, SiteInfo>();

/** A kept site with the visitor's distance: a copy, remembered so the answer reuses the site's JSON. */
export function siteAt(site: SiteInfo, distanceKm: number): SiteInfo {
  const copy = { ...site, distanceKm };
  if (Object.isFrozen(site)) keptSiteOf.set(copy, site);
  return copy;
}

const OPEN_LIST = Buffer.from('"siteInfoList":[');
const COMMA = Buffer.from(',');
const CLOSE_LIST = Buffer.from('],');

/** The JSON of one listed site: its kept JSON with the distance appended, or written afresh. */
function siteBytes(site: SiteInfo, into: Buffer[]) {
  const kept = keptSiteOf.get(site);
  const distanceKm = site.distanceKm;
  if (!kept || distanceKm === undefined || !Number.isFinite(distanceKm)) {
    into.push(writeSite(site));
    return;
  }
  const json = writeSiteWithoutDistance(kept);
  into.push(json.subarray(0, json.length - 1), Buffer.from(`,"distanceKm":${JSON.stringify(distanceKm)}}`));
}

/** The siteQuery answer as JSON bytes. */
export function siteListAnswer(answer: ResponseInputOf<typeof siteQuery>): JsonAnswer {
  const { siteInfoList, ...rest } = answer;
  const parts: Buffer[] = [OPEN_LIST];
  siteInfoList.forEach((site, i) => {
    if (i > 0) parts.push(COMMA);
    siteBytes(site, parts);
  });
  const tail = writeListTail(rest);
  parts.push(CLOSE_LIST, tail.subarray(1, tail.length - 1));
  return new JsonAnswer(Buffer.concat(parts));
}
