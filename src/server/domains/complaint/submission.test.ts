import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../platform/memory-store';
import type { Mailer, SmsSender } from '../../platform/messaging';
import type { ComplaintAck, ComplaintRepo } from './repo';
import { createSubmissions, type Submission } from './submission';

/** A repo that stores nothing and writes down the calls a submission makes. */
const smsAck: ComplaintAck = {
  id: 7,
  ackNo: 'KS20261125123456',
  ackChannel: 'sms',
  ackRecipient: '13911112222',
  ackSubject: '',
  ackText: '已受理',
  createdAt: new Date('2026-11-25T08:00:00Z'),
};

function recordingRepo(calls: string[], saved = smsAck) {
  return {
    earlier: async () => {
      calls.push('earlier');
      return undefined;
    },
    insert: async () => {
      calls.push('insert');
      return saved;
    },
    markAcknowledged: async (id: number) => {
      calls.push(`mark ${id}`);
    },
  } as unknown as ComplaintRepo;
}

const submission: Submission = {
  kind: 'quick',
  requestId: 'req-1',
  sessionUuid: 'u',
  name: '王小明',
  mobile: '13911112222',
  email: '',
  payload: { content: '请尽快处理' },
  ack: { channel: 'sms', recipient: '13911112222', text: () => '已受理' },
};

describe('acknowledging a stored complaint', () => {
  it('through a gateway: sends, then marks it sent', async () => {
    const calls: string[] = [];
    const smsSender: SmsSender = { send: async (mobile, text) => void calls.push(`send ${mobile} ${text}`) };
    const submissions = createSubmissions({
      repo: recordingRepo(calls),
      store: createMemoryStore(),
      smsSender,
      mailer: { send: async () => undefined },
    });
    const ack = await submissions.submit(submission, async () => void calls.push('limits'));
    expect(ack).toMatchObject({ ackNo: 'KS20261125123456', ackTo: '139****2222', duplicate: false });
    expect(calls).toEqual(['earlier', 'limits', 'insert', 'send 13911112222 已受理', 'mark 7']);
  });

  it('by email: mails the acknowledgement, then marks it sent', async () => {
    const calls: string[] = [];
    const emailed: ComplaintAck = { ...smsAck, ackChannel: 'email', ackRecipient: 'a@b.cn', ackSubject: '受理通知' };
    const mailer: Mailer = { send: async (mail) => void calls.push(`mail ${mail.to} ${mail.subject} ${mail.text}`) };
    const submissions = createSubmissions({
      repo: recordingRepo(calls, emailed),
      store: createMemoryStore(),
      smsSender: { send: async () => void calls.push('send') },
      mailer,
    });
    const ack = await submissions.submit(
      { ...submission, ack: { channel: 'email', recipient: 'a@b.cn', subject: '受理通知', text: () => '已受理' } },
      async () => void calls.push('limits'),
    );
    expect(ack).toMatchObject({ ackNo: 'KS20261125123456', duplicate: false });
    expect(calls).toEqual(['earlier', 'limits', 'insert', 'mail a@b.cn 受理通知 已受理', 'mark 7']);
  });
});
