import type { Highlighted } from '../../../shared/api/content';

/**
 * Splits text into parts, flagging those equal to the keyword (case-insensitive).
 * The client renders parts as text with <mark>, so no HTML ever travels.
 */
export function highlight(text: string, keyword: string): Highlighted {
  const k = keyword.trim();
  if (!k) return [{ text, hit: false }];
  const lower = text.toLowerCase();
  const needle = k.toLowerCase();
  const parts: Highlighted = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), hit: false });
    parts.push({ text: text.slice(at, at + k.length), hit: true });
    from = at + k.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false });
  return parts.length ? parts : [{ text, hit: false }];
}

/** A short excerpt around the first match (Markdown marks removed), for search results. */
export function snippet(text: string, keyword: string, width = 48): string {
  const plain = text
    .replace(/^#+\s*|^-\s+|[*`>]/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  const at = plain.toLowerCase().indexOf(keyword.trim().toLowerCase());
  if (at < 0 || plain.length <= width) return plain.slice(0, width) + (plain.length > width ? '…' : '');
  const start = Math.max(0, at - Math.floor(width / 3));
  const end = Math.min(plain.length, start + width);
  return (start > 0 ? '…' : '') + plain.slice(start, end) + (end < plain.length ? '…' : '');
}
