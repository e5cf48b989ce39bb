/** A call that did not succeed; what the customer saw has already been shown (unless silent). */
export class ApiError extends Error {
  readonly code: string;
  /** The HTTP status, when the failure was HTTP (or 0 for no answer at all). */
  readonly status?: number;

  constructor(code: string, message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

/** Code of an HTTP failure: `HTTP_404`, or `HTTP_0` when no answer came. */
export const httpCode = (status: number | undefined) => `HTTP_${status ?? 0}`;

/**
 * The words a page shows for a failed load: an ApiError's message (the client's
 * own Chinese text, as the dialog said it), else the page's fallback. Never an
 * error's own text: pdf.js ("Invalid PDF structure."), a failed chunk download
 * ("Failed to fetch dynamically imported module …") and the browser speak English.
 */
export function failureText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message ? err.message : fallback;
}
