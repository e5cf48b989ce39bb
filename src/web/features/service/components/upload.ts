import { type ChatMessage, UPLOAD_MAX_BYTES, UPLOAD_TYPES, userFile } from '../../../../shared/api/service';
import { interpretResult, RESULT } from '../../../../shared/result-codes';
import { ApiError } from '../../../api/errors';
import { present } from '../../../api/present';
import { commonOf } from '../../../api/request';
import { headFor } from './stream';

/**
 * Sends one image as multipart (userFile). Checked here first for a quick
 * answer; the server checks the bytes again, whatever the browser says. A
 * refusal is shown and rejected with its code, as the API client does.
 */
export async function uploadImage(creds: { signid: string; token: string }, file: File): Promise<ChatMessage | null> {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    present({ kind: 'alert', message: '仅支持发送JPG、PNG、GIF或WebP格式的图片' });
    return null;
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    present({ kind: 'alert', message: '图片不能超过2MB，请压缩后再发送' });
    return null;
  }
  const form = new FormData();
  form.append('head', JSON.stringify(await headFor(creds)));
  form.append('signid', creds.signid);
  form.append('token', creds.token);
  form.append('file', file, file.name);
  // No answer at all (no network for a moment) is a failed send like an answer that is not ours:
  // the customer is told, where the rejection used to end in the composer's catch without a word.
  const res = await fetch(userFile.path, { method: 'POST', credentials: 'include', body: form }).catch(() => null);
  const json = (await res?.json().catch(() => null)) as { body?: { message?: ChatMessage } } | null;
  const common = commonOf(json);
  if (!common) {
    present({ kind: 'alert', message: '图片发送失败，请稍后再试' });
    return null;
  }
  if (common.resultCode !== RESULT.OK) {
    present(interpretResult(common));
    // Rejected, as the API client does: the conversation may be one the server no longer knows.
    throw new ApiError(common.resultCode, common.resultMsg);
  }
  return json?.body?.message ?? null;
}
