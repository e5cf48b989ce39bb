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
