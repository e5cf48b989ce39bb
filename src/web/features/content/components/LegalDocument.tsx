import type { MouseEvent } from 'react';
import type { Block, LegalDoc } from '../texts/legal-doc';

function BlockView(props: { block: Block }) {
  const { block } = props;
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block)
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  return (
    <div className="legal-table-wrap">
      <table className="legal-table">
        <thead>
          <tr>
            {block.table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={cell} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={block.table.head[i]}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Blocks of one section never repeat, so their text identifies them. */
function blockKey(block: Block): string {
  if (typeof block === 'string') return block;
  return 'list' in block ? block.list.join('') : block.table.head.join('');
}

/** A legal text with a contents list, so a long policy can be read on a phone section by section. */
export function LegalDocument(props: { doc: LegalDoc; idPrefix: string }) {
  const { doc, idPrefix } = props;
  return (
    <article className="legal">
      <p className="legal-dates">
        更新日期：{doc.updated}　生效日期：{doc.effective}
      </p>
      {doc.intro.map((block) => (
        <BlockView key={blockKey(block)} block={block} />
      ))}
      <nav className="legal-toc" aria-label="目录">
        <h2>目录</h2>
        <ol>
          {doc.sections.map((section, i) => (
            <li key={section.heading}>
              <a href={`#${idPrefix}-${i}`} onClick={(e) => jumpTo(e, `${idPrefix}-${i}`)}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section, i) => (
        <section key={section.heading} id={`${idPrefix}-${i}`} aria-labelledby={`${idPrefix}-${i}-h`}>
          <h2 id={`${idPrefix}-${i}-h`}>{section.heading}</h2>
          {section.blocks.map((block) => (
            <BlockView key={blockKey(block)} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}

/** In-page links must not touch the hash: the hash is the route. */
function jumpTo(e: MouseEvent, id: string) {
  e.preventDefault();
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
