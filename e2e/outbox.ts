import { expect, type Locator, type Page, test } from '@playwright/test';
import { SMS_PURPOSE_TEXT, type SmsPurpose } from '../src/shared/api/platform';

/**
 * The journeys' one reader of the development outbox (/dev/outbox): what the portal "sent" by SMS and e-mail.
 * Journeys run in parallel against one server and several share demo mobiles, so an SMS code is read by its
 * mobile, its purpose and its arrival after the ask: never another journey's code, nor an older one of the same
 * purpose that a slow send would let a poll take first.
 */

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  attachments: string;
}

/** The latest messages, newest first. */
export async function outbox(page: Page): Promise<OutboxMessage[]> {
  const res = await page.request.get('/dev/outbox', { headers: { accept: 'application/json' } });
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** The newest message to a mobile or an address, of those whose body holds `containing` if given. */
export async function newestTo(page: Page, recipient: string, containing = ''): Promise<OutboxMessage | undefined> {
  return (await outbox(page)).find((m) => m.recipient === recipient && m.body.includes(containing));
}

/**
 * Taps the 获取验证码 button (the first in `within`) and answers the code that arrives for it: sent to `mobile`,
 * for `purpose`, after the tap. The caller types it in, as the customer would. A mobile is sent one code a
 * minute whatever the purpose, and another journey may have just asked for the same demo mobile: refused
 * (the dialog 请N秒后再获取验证码), it closes the dialog, waits those seconds and asks once more, as the customer
 * would.
 */
export async function askSmsCode(
  page: Page,
  mobile: string,
  purpose: SmsPurpose,
  within: Page | Locator = page,
): Promise<string> {
  const sentFor = `您正在办理${SMS_PURPOSE_TEXT[purpose]}，验证码`;
  const refusal = page.getByRole('dialog').filter({ hasText: /请\d+秒后再获取验证码/ });
  for (let ask = 1; ; ask++) {
    const before = (await outbox(page))[0]?.id ?? 0;
    await within.getByRole('button', { name: /获取验证码/ }).click();
    let code = '';
    let waitSeconds = 0;
    await expect
      .poll(async () => {
        const sms = (await outbox(page)).find(
          (m) => m.id > before && m.recipient === mobile && m.channel === 'sms' && m.body.includes(sentFor),
        );
        code = sms?.body.match(/验证码(\d{6})/)?.[1] ?? '';
        const refused = !code && (await refusal.isVisible()) ? ((await refusal.textContent()) ?? '') : '';
        waitSeconds = Number(refused.match(/\d+/)?.[0] ?? 0);
        return code || (waitSeconds > 0 && ask === 1 ? 'refused' : '');
      }, `an SMS code to ${mobile} for ${purpose}`)
      .toMatch(/^(\d{6}|refused)$/);
    if (code) return code;
    test.info().setTimeout(test.info().timeout + (waitSeconds + 1) * 1000);
    await refusal.getByRole('button', { name: '确定' }).click();
    await page.waitForTimeout((waitSeconds + 1) * 1000);
  }
}
