/**
 * When the search page last read the deliveries. The list page re-reads on open (a customer coming back
 * later must not see yesterday's 待发货), except right after the search that brought it there: that answer
 * is seconds old, and asking again would only double the request.
 */
let searchedAt = 0;
const FRESH_MS = 10_000;

export function markSearched() {
  searchedAt = Date.now();
}

/** True once, for the open that follows a search within a few seconds. */
export function justSearched() {
  const fresh = Date.now() - searchedAt < FRESH_MS;
  searchedAt = 0;
  return fresh;
}
