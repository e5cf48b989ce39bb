import { expect } from 'vitest';
import { latestOutbox } from '../../platform/messaging';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createComplaintRepo, type NewComplaint } from './repo';
import { ackDispatcherOf } from './routes';

/** A quick complaint to store, its request id, content and acknowledgement made distinct by `tag` (tests only). */
export const newComplaint = (tag: string | number, over: Partial<NewComplaint> = {}): NewComplaint => ({
  ackNo: `KS${tag}`,
  kind: 'quick',
  requestId: `req-${tag}`,
  contentHash: `hash-${tag}`,
  name: '王小明',
  mobile: '13911112222',
  email: '',
  payload: { content: `内容${tag}`, nested: { a: [1, '二'] } },
  sessionUuid: 's',
  ackChannel: 'sms',
  ackRecipient: '13911112222',
  ackSubject: '',
  ackText: `已受理 ${tag}`,
  ...over,
});

/**
 * A test app whose own acknowledgement dispatcher is stopped, so the test's
 * statements and dispatchers are the only ones touching pending acknowledgements.
 */
export async function startQuietComplaintApp() {
  const t = await startTestApp();
  await ackDispatcherOf(t.app)?.close();
  return { t, repo: createComplaintRepo(t.database.db) };
}

/** Acknowledgements go out after the answer (ack-dispatcher.ts): waits until the app's dispatcher is done. */
export async function acksSent(t: TestApp) {
  const dispatcher = ackDispatcherOf(t.app);
  expect(dispatcher).toBeDefined();
  await dispatcher?.idle();
}

/** What the development outbox holds for one recipient (an SMS or an e-mail). */
export const outboxFor = async (t: TestApp, recipient: string) =>
  (await latestOutbox(t.database.db)).filter((m) => m.recipient === recipient);
