import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { invoice } from '../../../shared/api/invoice';
import { DEFAULT_RENEWAL_WINDOW_DAYS } from '../../../shared/constants';
import { readConfig } from '../../config';
import { CONTENT_DIR } from './import';
import { splitFrontMatter } from './load-files';

// The help centre answers what the query pages ask. An answer that describes another form (a field the
// form does not have, one it asks that the answer leaves out, a window of other days) sends the customer
// to the page with the wrong papers, or away from a renewal they could make.

function article(slug: string) {
  const file = `articles/${slug}.md`;
  const { meta, body } = splitFrontMatter(file, readFileSync(join(CONTENT_DIR, file), 'utf8'));
  return { summary: meta.summary ?? '', body };
}

/** The sentences (split at 。；and line ends) that mention `word`. */
const sentencesWith = (text: string, word: string) => text.split(/[。；\n]/).filter((s) => s.includes(word));

describe('the help centre’s answers', () => {
  it('give the renewal window the renewal pages open, not the reminder’s 30 days', () => {
    const { summary, body } = article('help-renewal');
    for (const text of [summary, body]) expect(text).toContain(`到期前${DEFAULT_RENEWAL_WINDOW_DAYS}天`);
    expect(`${summary}${body}`).not.toMatch(/30天内/);
  });

  it('ask for a fully digital invoice’s issue date, as its query does', () => {
    const digital = '26110000000000000001';
    // The query by invoice refuses a 20-digit number without its date…
    const refused = invoice.queryInvoiceBybillNo.request.safeParse({ invoiceNumber: digital });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toContain('issueDate');
    // …so the answer names it where it speaks of the 数电票.
    const said = sentencesWith(article('help-invoice').body, '数电票');
    expect(said.length).toBeGreaterThan(0);
    for (const sentence of said) expect(sentence).toContain('开票日期');
  });

  it('describe the car and non-car policy queries by the ways their forms offer', () => {
    const { body } = article('help-policy-query');
    // The car form has no area to choose; it offers the plate, the policy number, the frame number and the mobile.
    expect(body).not.toContain('选择地区');
    for (const way of ['车牌号', '保单号', '车架号后六位', '短信验证码', '图形验证码']) expect(body).toContain(way);
    // The non-car form takes the form serial number, and the applicant's details as well as the insured's.
    const nonCar = sentencesWith(body, '非车险').join('');
    for (const word of ['单证流水号', '投保人', '被保险人']) expect(nonCar).toContain(word);
  });

  it('ask for the insured’s name on a non-car claim, as the claims form does', () => {
    const nonCar = sentencesWith(article('help-claims-progress').body, '非车险').join('');
    expect(nonCar).toContain('被保险人姓名');
  });
});

/** Every text a customer reads from the content files: articles, the JSON files, and the words drawn in the SVG images. */
function contentTexts(): Array<{ file: string; text: string }> {
  const files = [
    ...readdirSync(CONTENT_DIR).filter((f) => f.endsWith('.json')),
    ...readdirSync(join(CONTENT_DIR, 'articles')).map((f) => `articles/${f}`),
    ...readdirSync(join(CONTENT_DIR, 'images'))
      .filter((f) => f.endsWith('.svg'))
      .map((f) => `images/${f}`),
  ];
  return files.map((file) => ({ file, text: readFileSync(join(CONTENT_DIR, file), 'utf8') }));
}

describe('the content’s words on renewal', () => {
  // A product page said 到期前30天内可一键续保 and the home banner 车险到期前30天即可续保, while the renewal
  // pages open 90 days ahead: a customer 60 days from the end waited a month for a renewal they could make.
  it('give the renewal pages’ window wherever they say when a renewal opens; 30 days only for the reminder SMS', () => {
    // The defaults: the content is written for them (the configuration's own test covers overrides).
    const { RENEWAL_WINDOW_DAYS, RENEWAL_REMINDER_DAYS } = readConfig({});
    expect(RENEWAL_WINDOW_DAYS).toBe(DEFAULT_RENEWAL_WINDOW_DAYS);
    const said: string[] = [];
    for (const { file, text } of contentTexts())
      for (const sentence of text.split(/[。；\n<>"]/))
        for (const m of sentence.matchAll(/到期前(\d+)天/g)) {
          const days = Number(m[1]);
          // The SMS is the reminder (续保提醒 is also the renewal page's name, so 提醒 alone says nothing).
          const reminder = sentence.includes('短信');
          if (days !== (reminder ? RENEWAL_REMINDER_DAYS : RENEWAL_WINDOW_DAYS))
            said.push(`${file}: ${sentence.trim()}`);
        }
    expect(said).toEqual([]);
  });
});

describe('the activities’ pictures', () => {
  // 新春出行保障, a travel-insurance campaign, showed the renewal banner's picture (一键续保, 车险到期前90天):
  // its page told the customer of a renewal, not of the travel and accident cover it was about.
  it('are each its own: no other activity’s, nor a banner’s of another campaign', () => {
    const read = <T>(file: string) => JSON.parse(readFileSync(join(CONTENT_DIR, file), 'utf8')) as T[];
    const activities = read<{ id: string; title: string; image: string }>('activities.json');
    const banners = read<{ id: string; title: string; image: string }>('banners.json');
    const shared: string[] = [];
    for (const activity of activities) {
      // A banner of the activity's own title is its own (安全驾驶月 on the activity carousel).
      const others = [
        ...activities.filter((a) => a.id !== activity.id),
        ...banners.filter((b) => b.title !== activity.title),
      ];
      for (const other of others.filter((o) => o.image === activity.image))
        shared.push(`${activity.title} (${activity.image}) is also ${other.id}'s`);
    }
    expect(shared).toEqual([]);
  });
});
