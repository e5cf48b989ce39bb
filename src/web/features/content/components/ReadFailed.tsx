import { RESULT } from '../../../../shared/result-codes';
import { ApiError } from '../../../api/errors';
import { LoadFailed } from '../../../ui/load-failed';
import { useGiveUpReservedHeight } from '../home/reserved-height';

/** What a content page knows of one of its reads (useContent, useStaticJson). */
interface Read {
  data: unknown;
  isError: boolean;
  error?: unknown;
  retry: () => void;
}

/**
 * Whether a read failed for a reason that loading again may cure (no network, a
 * server fault), rather than the server's word on what was asked: an article or
 * product it does not have (NOT_FOUND, which the page words itself) or a keyword
 * it refuses (INVALID_INPUT, which the dialog named).
 */
export function failedToLoad(read: Read): boolean {
  if (!read.isError || read.data !== undefined) return false;
  const code = read.error instanceof ApiError ? read.error.code : '';
  return code !== RESULT.NOT_FOUND && code !== RESULT.INVALID_INPUT;
}

/**
 * A content page's read that failed: the page said nothing but the client's
 * dialog and stayed empty. It says what could not be loaded and offers 重新加载.
 * In a home block it stands in the block's place, so the block's reserved height goes.
 */
export function ReadFailed(props: { read: Read; what: string }) {
  const failed = failedToLoad(props.read);
  useGiveUpReservedHeight(failed);
  if (!failed) return null;
  return <LoadFailed what={props.what} onRetry={props.read.retry} className="cp-card" />;
}
