import { allEndpoints } from '../../shared/api';

/** The first path segments of the contract's endpoints (/kej/, /G-MPS/, /wapi/ …): what counts as the API. */
const API_PREFIXES = [...new Set(allEndpoints().map((e) => `/${e.endpoint.path.split('/')[1]}/`))];

/**
 * Whether a request's URL is the API's, read from the contract so that an
 * endpoint on a new host path (the payment host's /wapi/) is rate-limited,
 * answered with an envelope and kept out of caches like every other.
 */
export const isApiUrl = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));
