/**
 * How a persisted snapshot is laid over the fresh state on start. Objects are
 * merged all the way down: a field added to a slice's defaults in a later
 * release gets its default instead of `undefined` for a customer whose session
 * began before it, and everything saved (optional fields included) comes back.
 * A saved value whose type no longer matches its default is dropped, and a
 * top-level key that is no longer a slice is forgotten.
 */
type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeValue(fresh: unknown, saved: unknown): unknown {
  if (typeof fresh === 'function' || saved === undefined) return fresh;
  if (isPlain(fresh) && isPlain(saved)) {
    const out: Plain = { ...saved };
    for (const [key, value] of Object.entries(fresh)) out[key] = mergeValue(value, saved[key]);
    return out;
  }
  // Defaults of null or undefined say nothing about the type; null is a deliberate saved value.
  if (fresh === null || fresh === undefined || saved === null) return saved;
  if (Array.isArray(fresh)) return Array.isArray(saved) ? saved : fresh;
  return typeof fresh === typeof saved ? saved : fresh;
}

export function mergePersisted<S extends object>(persisted: unknown, current: S): S {
  if (!isPlain(persisted)) return current;
  const out: Plain = { ...(current as Plain) };
  for (const key of Object.keys(out)) out[key] = mergeValue(out[key], persisted[key]);
  return out as S;
}

/** What is written to sessionStorage: every slice's data, not transient flags or actions. */
export function persistedPart<S extends { global: { isLoading: boolean } }>(state: S): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(state)) if (typeof value !== 'function') out[key] = value;
  // A spinner left on by a reload mid-request must not come back on.
  out.global = { ...state.global, isLoading: false };
  return out;
}
