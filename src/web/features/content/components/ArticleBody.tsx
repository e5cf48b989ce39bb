import { type ArticleBlock, articleBlocks } from '../lib/article-blocks';

/** Keys from the text itself (a repeated text gets a counter), so React keeps blocks apart without indexes. */
function keyed<T>(items: T[], text: (item: T) => string): Array<[string, T]> {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const t = text(item);
    const n = (seen.get(t) ?? 0) + 1;
    seen.set(t, n);
    return [n > 1 ? `${t}#${n}` : t, item];
  });
}

const blockText = (b: ArticleBlock) => `${b.kind}:${'items' in b ? b.items.join('|') : b.text}`;

/**
 * Renders the content files' Markdown subset (paragraphs, `## ` headings, `- `
 * and `1. ` lists) as elements. Text only: nothing from a file becomes HTML.
 */
export function ArticleBody(props: { body: string; headingLevel?: 2 | 3 }) {
  const H = props.headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="article-body">
      {keyed(articleBlocks(props.body), blockText).map(([key, block]) => {
        if (block.kind === 'heading')
          return (
            <H key={key} className="article-h">
              {block.text}
            </H>
          );
        if (block.kind === 'paragraph') return <p key={key}>{block.text}</p>;
        const List = block.kind;
        return (
          <List key={key}>
            {keyed(block.items, (i) => i).map(([k, item]) => (
              <li key={k}>{item}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
