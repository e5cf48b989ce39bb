import { isPolicyNo, normaliseCode } from '../../shared/rules';

/**
 * The policy a link names in `?policyNo=`, as the server would read it (no
 * spaces, capitals); '' when there is none or it is not a policy number, so a
 * mangled link opens the page as if unlinked rather than with a bad number.
 */
export function policyNoInLink(params: URLSearchParams): string {
  const value = normaliseCode(params.get('policyNo') ?? '');
  return isPolicyNo(value) ? value : '';
}
