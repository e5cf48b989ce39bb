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

/**
 * The kept site a site-with-distance was copied from, on the copy itself: a
 * symbol key is never written as JSON, and a non-enumerable one is not
 * carried by a spread, so a copy of the copy (which may differ) is written
 * afresh. It was a WeakMap entry per listed site, which cost the collector
 * more than the copy (issue 9).
 */
const KEPT_SITE = Symbol('kept site');
type SiteCopy = SiteInfo & { [KEPT_SITE]?: SiteInfo };

/** A kept site with the visitor's distance: a copy, linked to the site so the answer reuses the site's JSON. */
export function siteAt(site: SiteInfo, distanceKm: number): SiteInfo {
  const copy = { ...site, distanceKm };
  if (Object.isFrozen(site)) Object.defineProperty(copy, KEPT_SITE, { value: site });
  return copy;
}

const OPEN_LIST = Buffer.from('"siteInfoList":[');
const CLOSE_LIST = Buffer.from('],');

/**
 * The JSON of one listed site, as pieces: the kept site's JSON without its
 * closing brace and the distance's text, or the whole site written afresh.
 */
function sitePieces(site: SiteCopy, into: Array<Buffer | string>) {
  const kept = site[KEPT_SITE];
  const distanceKm = site.distanceKm;
  if (!kept || distanceKm === undefined || !Number.isFinite(distanceKm)) {
    into.push(writeSite(site));
    return;
  }
  const json = writeSiteWithoutDistance(kept);
  into.push(json.subarray(0, json.length - 1), `,"distanceKm":${JSON.stringify(distanceKm)}}`);
}

/**
 * The siteQuery answer as JSON bytes, copied once into one buffer: the
 * pieces are kept bytes and short ASCII texts (commas, distances), each of
 * which used to be a Buffer of its own.
 */
export function siteListAnswer(answer: ResponseInputOf<typeof siteQuery>): JsonAnswer {
  const { siteInfoList, ...rest } = answer;
  const pieces: Array<Buffer | string> = [OPEN_LIST];
  siteInfoList.forEach((site, i) => {
    if (i > 0) pieces.push(',');
    sitePieces(site, pieces);
  });
  const tail = writeListTail(rest);
  pieces.push(CLOSE_LIST, tail.subarray(1, tail.length - 1));
  // Texts are ASCII (digits, punctuation, key names): one byte a character.
  const bytes = Buffer.allocUnsafe(pieces.reduce((n, piece) => n + piece.length, 0));
  let at = 0;
  for (const piece of pieces)
    at += typeof piece === 'string' ? bytes.write(piece, at, 'latin1') : piece.copy(bytes, at);
  return new JsonAnswer(bytes);
}
