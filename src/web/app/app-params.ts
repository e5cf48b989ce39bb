/**
 * The app-level query parameters of spec section 2. Links reach the portal
 * either as `/home/?channelNo=1#/policy-query` (the real query string) or as
 * `/home/#/policy-query?channelNo=1` (the hash's own query); both are read and
 * the hash wins, being the one the linking page wrote for this route.
 */
export interface AppParams {
  entryId?: string;
  cityCode?: string;
  from?: string;
  channelNo?: string;
  msappFlag?: string;
}

/** What each parameter may look like; anything else is ignored rather than stored. */
const SHAPES: Record<keyof AppParams, RegExp> = {
  entryId: /^[\w-]{1,64}$/,
  cityCode: /^\d{6}(\d{2})?$/,
  from: /^[\w-]{1,20}$/,
  channelNo: /^\d{1,8}$/,
  msappFlag: /^\d{1,2}$/,
};

function queryOfHash(hash: string): string {
  const at = hash.indexOf('?');
  return at < 0 ? '' : hash.slice(at + 1);
}

export function readAppParams(search: string, hash: string): AppParams {
  const sources = [new URLSearchParams(search), new URLSearchParams(queryOfHash(hash))];
  const params: AppParams = {};
  for (const key of Object.keys(SHAPES) as (keyof AppParams)[]) {
    for (const source of sources) {
      const value = source.get(key)?.trim();
      if (value && SHAPES[key].test(value)) params[key] = value;
    }
  }
  // Six-digit GB/T 2260 codes are padded to the portal's eight digits.
  if (params.cityCode?.length === 6) params.cityCode = `${params.cityCode}00`;
  return params;
}
