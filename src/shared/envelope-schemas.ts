import { z } from 'zod';
import { DEFAULT_CHANNEL_NO } from './constants';

/*
 * The envelope's head and result as schemas: the server checks every head
 * against them and the API docs describe them. Apart from envelope.ts so that
 * the browser, which builds heads and reads results but never validates them,
 * does not load zod for them.
 */

/**
 * The request head every call carries (spec section 7).
 * `check` binds the body to the session: a body edited in transit, or replayed
 * under another session, no longer matches.
 */
export const requestHead = z.object({
  uuid: z.string().max(64).default(''),
  token: z.string().max(512).default(''),
  channelNo: z.string().max(8).default(DEFAULT_CHANNEL_NO),
  requestId: z.string().max(64).default(''),
  requestCode: z.string().max(32).default(''),
  requestType: z.string().max(32).default(''),
  check: z.string().max(128).default(''),
});
export type RequestHead = z.infer<typeof requestHead>;

export const resultCommon = z.object({
  resultCode: z.string(),
  resultMsg: z.string(),
});
export type ResultCommon = z.infer<typeof resultCommon>;
