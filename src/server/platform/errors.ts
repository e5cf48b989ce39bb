import { RESULT, RESULT_MESSAGES, type ResultCode } from '../../shared/result-codes';

/**
 * Domain errors: services throw these, never HTTP errors. The one error mapper
 * (envelope.ts) turns each into its result code and Chinese message.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ResultCode,
    message?: string,
  ) {
    super(message ?? RESULT_MESSAGES[code]);
  }
}

export class NotFound extends DomainError {
  constructor(message?: string) {
    super(RESULT.NOT_FOUND, message);
  }
}
export class InvalidInput extends DomainError {
  constructor(message?: string) {
    super(RESULT.INVALID_INPUT, message);
  }
}
export class WrongCode extends DomainError {
  constructor(message?: string) {
    super(RESULT.WRONG_CODE, message);
  }
}
export class TooMany extends DomainError {
  constructor(message?: string) {
    super(RESULT.TOO_MANY, message);
  }
}
export class Refused extends DomainError {
  constructor(message?: string) {
    super(RESULT.REFUSED, message);
  }
}
export class ServiceOff extends DomainError {
  constructor(message?: string) {
    super(RESULT.SERVICE_OFF, message);
  }
}
export class UpstreamDown extends DomainError {
  constructor(message?: string) {
    super(RESULT.UPSTREAM_DOWN, message);
  }
}
/** A chat's or the staff console's own sign-in, not the portal session (see RESULT.SIGNED_OUT). */
export class SignedOut extends DomainError {
  constructor(message?: string) {
    super(RESULT.SIGNED_OUT, message);
  }
}
export class SessionExpired extends DomainError {
  constructor() {
    super(RESULT.SESSION_EXPIRED);
  }
}
export class CheckMismatch extends DomainError {
  constructor() {
    super(RESULT.CHECK_MISMATCH);
  }
}
