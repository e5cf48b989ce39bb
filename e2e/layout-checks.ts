import type { Page } from '@playwright/test';

/** Layout checks the journeys run on a page as a customer sees it (text size, tap targets, cut-off or off-centre words). */

/** Visible text elements under a root whose computed font size is below the minimum. */
export async function smallText(page: Page, min: number) {
  return page.evaluate((minimum) => {
    const bad: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main *, header *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim());
      const r = el.getBoundingClientRect();
      if (!own || r.width === 0 || el.closest('svg, .visually-hidden, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      const size = Number.parseFloat(style.fontSize);
      const line = style.lineHeight === 'normal' ? size * 1.2 : Number.parseFloat(style.lineHeight);
      if (size < minimum || line < size * 1.3)
        bad.push(`${el.tagName}.${el.className} ${size}/${line} “${el.textContent?.trim().slice(0, 12)}”`);
    }
    return bad;
  }, min);
}

/**
 * Text cut off by its own box: a clipping element whose text is wider than the box and
 * that shows no ellipsis for it (the care sizes make a row of buttons too narrow for
 * their words, and an inline-flex box never shows the ellipsis).
 */
export async function clippedText(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main *, header *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim());
      if (!own || el.clientWidth === 0 || el.closest('.visually-hidden, .sr-only')) continue;
      const style = getComputedStyle(el);
      if (style.overflowX === 'visible' || style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      // An ellipsis the browser draws (only in a block box) tells the customer there is more.
      if (style.textOverflow === 'ellipsis' && !style.display.includes('flex')) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        bad.push(
          `${el.tagName}.${el.className} “${el.textContent?.trim().slice(0, 16)}” ${el.scrollWidth}>${el.clientWidth}`,
        );
    }
    return bad;
  });
}

/**
 * Links and buttons meant to be centred (text-align: center) whose words sit off to one
 * side: the care sizes turn a link into a flex box, where text-align no longer centres.
 */
export async function offCentreText(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main a, main button, header a, header button')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(el).textAlign !== 'center') continue;
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      if (text.width === 0 || text.width > box.width) continue;
      if (Math.abs(text.left - box.left - (box.right - text.right)) > 8)
        bad.push(
          `${el.tagName} “${el.textContent?.trim().slice(0, 10)}” ${Math.round(text.left - box.left)}|${Math.round(box.right - text.right)}`,
        );
    }
    return bad;
  });
}

/**
 * Everything a finger taps, in the page, its header and its bottom tab bar: links, buttons,
 * tabs, options, switches, radios and check boxes (antd-mobile draws the last two as labels).
 * A link inside a sentence is exempt: its size is the text's.
 */
const TAP_TARGETS = ['main', 'header', 'nav', 'footer']
  .flatMap((root) => [
    `${root} a[href]`,
    `${root} button`,
    `${root} [role="button"]`,
    `${root} [role="link"]`,
    `${root} [role="tab"]`,
    `${root} [role="option"]`,
    `${root} [role="switch"]`,
    `${root} label.adm-radio`,
    `${root} label.adm-checkbox`,
    `${root} summary`,
  ])
  .join(', ');

/** Tap targets (TAP_TARGETS) smaller than the minimum: 44×44 px, 60×60 px in the care edition. */
export async function smallTargets(page: Page, min: number) {
  return page.evaluate(
    ({ minimum, targets }) => {
      const bad: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(targets)) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || el.closest('p, .sr-only, .visually-hidden')) continue;
        if (r.width < minimum - 0.5 || r.height < minimum - 0.5)
          bad.push(
            `${el.tagName}.${el.className} “${el.textContent?.trim().slice(0, 10)}” ${Math.round(r.width)}×${Math.round(r.height)}`,
          );
      }
      return bad;
    },
    { minimum: min, targets: TAP_TARGETS },
  );
}

/**
 * Short labels that run onto a second line: a service name or a search prompt reads as one
 * word, and broken over two lines (新车补 / 录车牌) it reads as two. Lines are told apart by
 * the tops of the text's line boxes.
 */
export async function wrappedText(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const bad: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      if (el.getBoundingClientRect().width === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) bad.push(`${el.tagName}.${el.className} “${el.textContent?.trim()}” ${tops.size} lines`);
    }
    return bad;
  }, selector);
}

/**
 * Empty inputs whose placeholder is wider than the room inside them: the browser cuts the
 * hint off without an ellipsis (请输入6位短信验 beside the 获取验证码 button). Measured
 * with the placeholder's own font once the page's fonts have loaded.
 */
export async function cutPlaceholders(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const bad: string[] = [];
    const pen = document.createElement('canvas').getContext('2d');
    for (const el of document.querySelectorAll<HTMLInputElement>(
      'main input[placeholder], header input[placeholder]',
    )) {
      if (!pen || el.value || !el.placeholder || el.getBoundingClientRect().width === 0) continue;
      const hint = getComputedStyle(el, '::placeholder');
      pen.font = `${hint.fontStyle} ${hint.fontWeight} ${hint.fontSize} ${hint.fontFamily}`;
      const spacing = Number.parseFloat(hint.letterSpacing) || 0;
      const need = pen.measureText(el.placeholder).width + spacing * el.placeholder.length;
      const box = getComputedStyle(el);
      const room = el.clientWidth - Number.parseFloat(box.paddingLeft) - Number.parseFloat(box.paddingRight);
      if (need > room + 1) bad.push(`“${el.placeholder}” ${Math.ceil(need)}>${Math.floor(room)}`);
    }
    return bad;
  });
}
