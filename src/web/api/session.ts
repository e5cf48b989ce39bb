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

export function ensureUuid(fetchUuid: () => Promise<string>): Promise<string> {
  const stored = readUuid();
  if (stored) return Promise.resolve(stored);
  inFlight ??= fetchUuid()
    .then((uuid) => {
      memory = uuid;
      try {
        sessionStorage.setItem(UUID_KEY, uuid);
      } catch {
        // Without storage the uuid lives until the next reload.
      }
      return uuid;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
