import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { WEB, webSources } from './web-sources';

/**
 * An e-mail field has a rule (isEmail, at most EMAIL_MAX_LENGTH), so it has no
 * `maxLength`: the input would cut a longer address, pasted or typed, to
 * another that may pass (…@example.com.cn to …@example.com) and the e-policy,
 * e-invoice or promotion link would be mailed there ("A pasted value is never
 * cut to another valid one", docs/decisions.md). Read from the sources, so a
 * new page's field is held to it too.
 */
const isEmailText = (node: ts.Node | undefined) =>
  !!node &&
  ((ts.isStringLiteral(node) && node.text === 'email') ||
    (ts.isJsxExpression(node) &&
      !!node.expression &&
      ts.isStringLiteral(node.expression) &&
      node.expression.text === 'email'));

/** Each JSX element or options object in a file with type "email" and a maxLength, as file:line. */
function cutEmailFields(path: string, text = readFileSync(path, 'utf8')): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) =>
    `${relative(WEB, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const attrs = node.attributes.properties.filter(ts.isJsxAttribute);
      const named = (name: string) => attrs.find((a) => a.name.getText(file) === name);
      if (isEmailText(named('type')?.initializer) && named('maxLength')) found.push(at(node));
    }
    if (ts.isObjectLiteralExpression(node)) {
      const props = node.properties.filter(ts.isPropertyAssignment);
      const named = (name: string) => props.find((p) => p.name.getText(file) === name);
      if (isEmailText(named('type')?.initializer) && named('maxLength')) found.push(at(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('e-mail fields', () => {
  // Parsing every page takes a few seconds on a busy machine (6.7 s in a CI run beside other work): the
  // default 5 s would fail a sound tree, so it gets room; it is a guard, not a measurement.
  it('have no maxLength that could cut an address to another', { timeout: 60_000 }, () => {
    const files = webSources();
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((path) => cutEmailFields(path))).toEqual([]);
  });

  it('are found by this check in either shape a page writes them', () => {
    const probe = join(WEB, 'probe.tsx');
    const cut = `const a = <Input type="email" maxLength={60} />;\nconst b = prompt('x', { type: 'email', maxLength: 60 });`;
    expect(cutEmailFields(probe, cut)).toEqual(['probe.tsx:1', 'probe.tsx:2']);
    const whole = `const a = <Input type="email" />;\nconst b = <Input type="tel" maxLength={11} />;\nconst c = prompt('x', { type: 'email' });`;
    expect(cutEmailFields(probe, whole)).toEqual([]);
  });
});
