import type { FastifyInstance, FastifyReply } from 'fastify';
import { stream } from '../../../shared/api/service';
import { agentStream } from '../../../shared/api/service-agent';
import { mapError } from '../../platform/route';
import type { Sessions } from '../../platform/session';
import type { AgentService } from './agent-service';
import { type Bus, type BusEvent, EVERY_CONVERSATION } from './bus';
import type { Duty } from './duty';
import { envelopeParts, verifyEnvelope } from './raw-envelope';
import type { CustomerService } from './service';

const HEARTBEAT_MS = 15_000;

/**
 * Streamed answers (text/event-stream): `event: changed` whenever the
 * conversation moves. The page reads them with fetch, so the credentials travel
 * in the body like every other call. Streams end when the server closes.
 */
export function registerStreams(
  app: FastifyInstance,
  deps: { sessions: Sessions; bus: Bus; duty: Duty; customers: CustomerService; agents: AgentService },
) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  function start(
    reply: FastifyReply,
    wants: (e: BusEvent) => boolean,
    onBeat?: () => Promise<void>,
    onEnd?: () => Promise<void>,
  ) {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.write('event: ready\ndata: {}\n\n');
    const unsubscribe = deps.bus.subscribe((e) => {
      if (wants(e)) res.write(`event: changed\ndata: ${JSON.stringify({ signid: e.signid })}\n\n`);
    });
    const beat = setInterval(() => {
      res.write(': ping\n\n');
      onBeat?.().catch(() => undefined);
    }, HEARTBEAT_MS);
    const end = () => {
      clearInterval(beat);
      unsubscribe();
      if (!open.delete(end)) return;
      if (!res.writableEnded) res.end();
      onEnd?.().catch(() => undefined);
    };
    open.add(end);
    res.on('close', end);
  }

  app.post(stream.path, async (request, reply) => {
    try {
      const { head, body } = envelopeParts(request);
      const { body: c } = await verifyEnvelope(deps.sessions, head, body, stream.request);
      await deps.customers.messages(c, Number.MAX_SAFE_INTEGER);
      start(reply, (e) => e.signid === c.signid || e.signid === EVERY_CONVERSATION);
    } catch (err) {
      return mapError(err, request, request.id);
    }
  });

  app.post(agentStream.path, async (request, reply) => {
    try {
      const { head, body } = envelopeParts(request);
      const { body: a } = await verifyEnvelope(deps.sessions, head, body, agentStream.request);
      const agent = await deps.agents.me(a.agentToken);
      await deps.duty.mark(agent.account);
      start(
        reply,
        // Not every customer's chat with the assistant: each event makes every console read again.
        (e) => e.staff !== false,
        () => deps.duty.mark(agent.account),
        // The console closed (or lost its network): its customers are handed on once the grace runs out.
        () => deps.duty.graceOnly(agent.account),
      );
    } catch (err) {
      return mapError(err, request, request.id);
    }
  });
}
