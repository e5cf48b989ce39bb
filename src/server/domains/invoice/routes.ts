import type { FastifyInstance } from 'fastify';
import { invoice } from '../../../shared/api/invoice';
import type { PlatformDeps } from '../../platform/deps';
import { route } from '../../platform/route';
import { createInvoiceService } from './service';

export function registerInvoiceRoutes(app: FastifyInstance, deps: PlatformDeps) {
  const service = createInvoiceService(deps);
  const asker = (ctx: { uuid: string; clientAddress: string }) => ({
    uuid: ctx.uuid,
    clientAddress: ctx.clientAddress,
  });

  route(app, deps.sessions, invoice.queryInvoiceSwitch, async () => service.switches());
  route(app, deps.sessions, invoice.queryInvoiceByPolicyNo, async (body, ctx) => ({
    list: await service.byPolicy(asker(ctx), body),
  }));
  route(app, deps.sessions, invoice.queryInvoiceBybillNo, async (body, ctx) => ({
    list: await service.byNumber(asker(ctx), body),
  }));
  route(app, deps.sessions, invoice.invoiceList, async (_body, ctx) => ({ list: await service.foundList(ctx.uuid) }));
  route(app, deps.sessions, invoice.queryElectronicInvoice, async (body, ctx) => {
    const pdf = await service.pdf(ctx.uuid, body);
    return { contentType: 'application/pdf', data: pdf.data, filename: body.download ? pdf.filename : undefined };
  });
  route(app, deps.sessions, invoice.sendInvoiceEmail, async (body, ctx) => service.email(ctx.uuid, body));
}
