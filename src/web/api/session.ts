/**
 * The session uuid (spec section 7): fetched once, kept in sessionStorage under
 * `uuid`, sent in every head. Concurrent first calls share one fetch.
 */
export const UUID_KEY = 'uuid';

let inFlight: Promise<string> | null = null;
/** Used when sessionStorage is unavailable (some private modes), so the uuid still lasts the page. */
let memory = '';

export function readUuid(): string {
  try {
    return sessionStorage.getItem(UUID_KEY) ?? memory;
  } catch {
    return memory;
  }
}

export function clearUuid() {
  memory = '';
  try {
    sessionStorage.removeItem(UUID_KEY);
  } catch {
    // Storage unavailable (private mode): nothing was kept.
  }
}

/** Keeps a fetched uuid for this tab (and in memory when storage is unavailable). */
function remember(uuid: string): string {
  memory = uuid;
  try {
    sessionStorage.setItem(UUID_KEY, uuid);
  } catch {
    // Without storage the uuid lives until the next reload.
  }
  return uuid;
}

/** The start-up fetch (warmUuid) while it runs. */
let warming: Promise<unknown> | null = null;

/**
 * Fetches the uuid ahead of the first call, at start-up while the first page
 * renders, so a first visit's data does not wait one more round trip behind
 * it (issue 9). Quiet by design: when it fails, the first call that needs the
 * uuid fetches it again itself, and that call reports the failure.
 */
export function warmUuid(fetchUuid: () => Promise<string>) {
  if (readUuid() || inFlight || warming) return;
  warming = fetchUuid()
    .then(remember)
    .catch(() => undefined)
    .finally(() => {
      warming = null;
    });
}

export async function ensureUuid(fetchUuid: () => Promise<string>): Promise<string> {
  if (warming) await warming;
  const stored = readUuid();
  if (stored) return stored;
  inFlight ??= fetchUuid()
    .then(remember)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
