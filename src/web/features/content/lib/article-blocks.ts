/** One block of an article body: a heading, a paragraph, or a list. */
export type ArticleBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] };

const BULLET = /^- /;
const NUMBERED = /^\d+\. /;

/**
 * Splits the content files' Markdown subset (`## ` headings, `- ` and `1. `
 * lists, paragraphs) into blocks, line by line, so a list right under a heading
 * or a paragraph is still a list (editors rarely leave a blank line there).
 * Lines of one paragraph are joined without a space: the text is Chinese.
 */
export function articleBlocks(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let open: ArticleBlock | null = null;
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (!line) {
      open = null;
      continue;
    }
    if (line.startsWith('## ')) {
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      open = null;
      continue;
    }
    const kind = BULLET.test(line) ? 'ul' : NUMBERED.test(line) ? 'ol' : 'paragraph';
    const text = kind === 'ul' ? line.slice(2) : kind === 'ol' ? line.replace(NUMBERED, '') : line;
    if (open && open.kind === kind) {
      if ('items' in open) open.items.push(text);
      else open.text += text;
      continue;
    }
    open = kind === 'paragraph' ? { kind, text } : { kind, items: [text] };
    blocks.push(open);
  }
  return blocks;
}
