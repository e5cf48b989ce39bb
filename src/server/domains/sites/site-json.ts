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
 * A kept site with the visitor's distance: the site's fields and the
 * distance, linked to the kept site so that the answer writes the site's
 * kept JSON (issue 9). The link is a private field: never written as JSON,
 * not carried by a spread, so a copy of the copy (which may differ) is
 * written afresh. It was a spread of the frozen site plus a non-enumerable
 * symbol added by defineProperty: a generic copy, then a slow property
 * added, which together cost more than everything else in the page.
 */
class SiteAtDistance implements SiteInfo {
  readonly siteId: string;
  readonly name: string;
  readonly websitetype: string;
  readonly typeNames: string[];
  readonly serviceitems: string[];
  readonly serviceNames: string[];
  readonly provinceCode: string;
  readonly cityCode: string;
  readonly countycode: string;
  readonly address: string;
  readonly phone: string;
  readonly hours: string;
  readonly lat: number;
  readonly lng: number;
  readonly distanceKm: number;
  readonly #kept: SiteInfo;

  constructor(site: SiteInfo, distanceKm: number) {
    this.siteId = site.siteId;
    this.name = site.name;
    this.websitetype = site.websitetype;
    this.typeNames = site.typeNames;
    this.serviceitems = site.serviceitems;
    this.serviceNames = site.serviceNames;
    this.provinceCode = site.provinceCode;
    this.cityCode = site.cityCode;
    this.countycode = site.countycode;
    this.address = site.address;
    this.phone = site.phone;
    this.hours = site.hours;
    this.lat = site.lat;
    this.lng = site.lng;
    this.distanceKm = distanceKm;
    this.#kept = site;
  }

  /** The kept site a listed site stands for, if it is such a copy. */
  static keptOf(site: SiteInfo): SiteInfo | undefined {
    return #kept in site ? (site as SiteAtDistance).#kept : undefined;
  }
}

// Every field of a site is copied by the constructor above: one added to the contract must be added there.
const COPIED_KEYS = Object.keys(new SiteAtDistance(Object.fromEntries(SITE_KEYS.map((k) => [k, k])) as never, 0));
if (COPIED_KEYS.join() !== SITE_KEYS.join())
  throw new Error('site-json: SiteAtDistance must copy every field of siteInfo, in order');

/** A kept site with the visitor's distance: a copy, linked to the site so the answer reuses the site's JSON. */
export function siteAt(site: SiteInfo, distanceKm: number): SiteInfo {
  return Object.isFrozen(site) ? new SiteAtDistance(site, distanceKm) : { ...site, distanceKm };
}

const OPEN_LIST = Buffer.from('"siteInfoList":[');
const CLOSE_LIST = Buffer.from('],');

/**
 * A kept site's JSON without the distance and without its closing brace,
 * kept with the site. The writer above keeps the whole JSON already; this
 * keeps its slice too, so a page makes no Buffer per site (0.7–1.5 µs of a
 * page's ~15 in process, side by side).
 */
const openJsonOfKept = new WeakMap<SiteInfo, Buffer>();
function openJsonOf(kept: SiteInfo): Buffer {
  let open = openJsonOfKept.get(kept);
  if (!open) {
    const json = writeSiteWithoutDistance(kept);
    open = json.subarray(0, json.length - 1);
    openJsonOfKept.set(kept, open);
  }
  return open;
}

/**
 * The JSON of one listed site, as pieces, then `after` (a comma or nothing):
 * the kept site's JSON without its closing brace and the distance's text, or
 * the whole site written afresh.
 */
function sitePieces(site: SiteInfo, after: string, into: Array<Buffer | string>) {
  const kept = SiteAtDistance.keptOf(site);
  const distanceKm = site.distanceKm;
  if (!kept || distanceKm === undefined || !Number.isFinite(distanceKm)) {
    into.push(writeSite(site));
    if (after) into.push(after);
    return;
  }
  into.push(openJsonOf(kept), `,"distanceKm":${JSON.stringify(distanceKm)}}${after}`);
}

/**
 * The siteQuery answer as JSON bytes, copied once into one buffer: the
 * pieces are kept bytes and short ASCII texts (commas, distances), each of
 * which used to be a Buffer of its own.
 */
export function siteListAnswer(answer: ResponseInputOf<typeof siteQuery>): JsonAnswer {
  const { siteInfoList, ...rest } = answer;
  const pieces: Array<Buffer | string> = [OPEN_LIST];
  const last = siteInfoList.length - 1;
  siteInfoList.forEach((site, i) => {
    sitePieces(site, i < last ? ',' : '', pieces);
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
