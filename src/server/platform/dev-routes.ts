import type { FastifyInstance } from 'fastify';
import { smsPurpose } from '../../shared/api/platform';
import { isMobile, normaliseMobile } from '../../shared/rules';
import type { Db } from '../db/client';
import type { DemoSection } from './domain-module';
import { DomainError } from './errors';
import { latestOutbox } from './messaging';
import type { Client, SmsCodes } from './sms-codes';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const page = (title: string, body: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><link rel="stylesheet" href="/dev/dev.css"></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

const CSS = `body{font-family:system-ui,'Noto Sans CJK SC',sans-serif;margin:0;background:#f5f5f5;color:#222}
main{max-width:720px;margin:0 auto;padding:16px}h1{font-size:20px}table{width:100%;border-collapse:collapse;background:#fff}
td,th{border-bottom:1px solid #ddd;padding:8px;text-align:left;font-size:14px;vertical-align:top}
form{background:#fff;padding:12px;margin:12px 0;display:flex;gap:8px;flex-wrap:wrap;align-items:center}
input,select,button{font-size:16px;padding:6px}.msg{color:#0a6b2d}.err{color:#b00020}`;

/**
 * Development tools, never registered in production: the outbox of sent SMS
 * and e-mails, a form to send a test code, and the demo records per domain.
 */
export function registerDevRoutes(
  app: FastifyInstance,
  deps: { db: Db; smsCodes: SmsCodes; demos: Array<(db: Db) => Promise<DemoSection>> },
) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.get('/dev/dev.css', async (_req, reply) => reply.type('text/css').send(CSS));

  const render = async (flash = '', flashClass = 'msg') => {
    const rows = await latestOutbox(deps.db);
    const list = rows
      .map(
        (m) =>
          `<tr><td>${m.createdAt.toLocaleString('zh-CN', { hour12: false })}</td><td>${m.channel === 'sms' ? '短信' : '邮件'}</td><td>${escapeHtml(m.recipient)}</td><td>${m.subject ? `<strong>${escapeHtml(m.subject)}</strong><br>` : ''}${escapeHtml(m.body)}${m.attachments ? `<br>附件：${escapeHtml(m.attachments)}` : ''}</td></tr>`,
      )
      .join('');
    const options = smsPurpose.options.map((p) => `<option value="${p}">${p}</option>`).join('');
    return page(
      '开发发件箱',
      `<p>开发环境不真正发送短信和邮件，发出的内容都在这里（最新100条）。</p>
<form method="post" action="/dev/outbox"><label>手机号 <input name="mobile" inputmode="numeric" maxlength="11" required></label>
<label>用途 <select name="purpose">${options}</select></label><button type="submit">发送测试验证码</button></form>
${flash ? `<p class="${flashClass}">${escapeHtml(flash)}</p>` : ''}
<table><thead><tr><th>时间</th><th>渠道</th><th>收件人</th><th>内容</th></tr></thead><tbody>${list || '<tr><td colspan="4">暂无消息</td></tr>'}</tbody></table>`,
    );
  };

  app.get('/dev/outbox', async (request, reply) => {
    if ((request.headers.accept ?? '').includes('application/json')) return { messages: await latestOutbox(deps.db) };
    return reply.type('text/html; charset=utf-8').send(await render());
  });

  app.post('/dev/outbox', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const mobile = normaliseMobile(String(form.mobile ?? ''));
    const purpose = smsPurpose.safeParse(form.purpose);
    let flash = '';
    let cls = 'msg';
    if (!isMobile(mobile) || !purpose.success) {
      flash = '请输入正确的手机号码';
      cls = 'err';
    } else {
      const client: Client = { uuid: 'dev-outbox', address: request.ip };
      try {
        await deps.smsCodes.send(mobile, purpose.data, client);
        flash = '验证码已发送，见下表第一行';
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        flash = err.message;
        cls = 'err';
      }
    }
    return reply.type('text/html; charset=utf-8').send(await render(flash, cls));
  });

  app.get('/dev/demo', async () => ({
    notes: '演示数据：每个业务域可用于测试的记录。README 的“演示数据”一节列出同样内容。',
    domains: await Promise.all(deps.demos.map((demo) => demo(deps.db))),
  }));
}
