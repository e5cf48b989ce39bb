import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { WEB, webSources } from './web-sources';

/**
 * A text area with a limit is `CountedTextArea` (counted-text-area.tsx), which
 * counts and cuts in characters as the contract and the server do. antd-mobile's
 * `TextArea` with its own `maxLength` or `showCount` counts pictures, so a family
 * emoji read one on screen and five at the server (a complaint showed 297/300
 * beside 投诉内容不能超过300字). Read from the sources, so a new page is held to it.
 */
function limitedTextAreas(path: string, text = readFileSync(path, 'utf8')): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText(file) === 'TextArea' &&
      node.attributes.properties.some(
        (a) => ts.isJsxAttribute(a) && ['maxLength', 'showCount'].includes(a.name.getText(file)),
      )
    )
      found.push(`${relative(WEB, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('text areas', () => {
  it('count and cut their limit in characters, through CountedTextArea', { timeout: 60_000 }, () => {
    const files = webSources().filter((path) => !path.endsWith('counted-text-area.tsx'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((path) => limitedTextAreas(path))).toEqual([]);
  });

  it('are found by this check', () => {
    const probe = join(WEB, 'probe.tsx');
    const limited = `const a = <TextArea maxLength={300} />;\nconst b = <TextArea showCount value={v}></TextArea>;`;
    expect(limitedTextAreas(probe, limited)).toEqual(['probe.tsx:1', 'probe.tsx:2']);
    expect(limitedTextAreas(probe, 'const a = <TextArea rows={3} />;\nconst b = <Input maxLength={11} />;')).toEqual(
      [],
    );
  });
});
