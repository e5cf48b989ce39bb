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

/** Links and buttons smaller than the minimum tap target. */
export async function smallTargets(page: Page, min: number) {
  return page.evaluate((minimum) => {
    const bad: string[] = [];
    const targets = 'main a, main button, header a, header button, main [role="option"], main [role="switch"]';
    for (const el of document.querySelectorAll<HTMLElement>(targets)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || el.closest('p')) continue;
      if (r.width < minimum - 0.5 || r.height < minimum - 0.5)
        bad.push(
          `${el.tagName} “${el.textContent?.trim().slice(0, 10)}” ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return bad;
  }, min);
}
