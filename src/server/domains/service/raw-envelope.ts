import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requestHead } from '../../../shared/envelope-schemas';
import { InvalidInput } from '../../platform/errors';
import { checkBodyAgainstHead, firstIssue } from '../../platform/route';
import type { Sessions } from '../../platform/session';

/**
 * The checks route() makes, for the two kinds of call it cannot bind: streamed
 * answers and multipart uploads. Session, the body's inspection and check string
 * (route.ts, checkBodyAgainstHead), then the contract's schema.
 */
export async function verifyEnvelope<S extends z.ZodType>(
  sessions: Sessions,
  head: unknown,
  body: unknown,
  schema: S,
): Promise<{ body: z.output<S>; uuid: string }> {
  const parsedHead = requestHead.safeParse(head);
  if (!parsedHead.success) throw new InvalidInput('请求头格式不正确');
  await sessions.require(parsedHead.data.uuid);
  checkBodyAgainstHead(body, parsedHead.data);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new InvalidInput(firstIssue(parsed.error));
  return { body: parsed.data, uuid: parsedHead.data.uuid };
}

export function envelopeParts(request: FastifyRequest) {
  const raw = request.body as { head?: unknown; body?: unknown } | undefined;
  if (!raw || typeof raw !== 'object') throw new InvalidInput('请求格式不正确');
  return { head: raw.head, body: raw.body ?? {} };
}
