import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { WEB, webSources } from './web-sources';

/**
 * An e-mail or mobile field has a rule (isEmail at most EMAIL_MAX_LENGTH, isMobile
 * 11 digits once cleaned), so it has no `maxLength`: the input counts the raw
 * text and cuts what is longer, pasted or typed. A longer address is cut to
 * another that may pass (…@example.com.cn to …@example.com) and the e-policy,
 * e-invoice or promotion link is mailed there; a mobile pasted as a contact card
 * writes it (138 0013 8000, +86 13800138000) is cut to a number that is not the
 * customer's ("A pasted value is never cut to another valid one",
 * docs/decisions.md). Read from the sources, so a new page's field is held to it too.
 */
type Kind = 'email' | 'tel';

/** An attribute or property value that is the string `text`, written "text" or {'text'}. */
const isText = (node: ts.Node | undefined, text: string) =>
  !!node &&
  ((ts.isStringLiteral(node) && node.text === text) ||
    (ts.isJsxExpression(node) &&
      !!node.expression &&
      ts.isStringLiteral(node.expression) &&
      node.expression.text === text));

/** Each JSX element or options object in a file with type `kind` and a maxLength, as file:line. */
function cutFields(path: string, kind: Kind, text = readFileSync(path, 'utf8')): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) =>
    `${relative(WEB, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const attrs = node.attributes.properties.filter(ts.isJsxAttribute);
      const named = (name: string) => attrs.find((a) => a.name.getText(file) === name);
      if (isText(named('type')?.initializer, kind) && named('maxLength')) found.push(at(node));
    }
    if (ts.isObjectLiteralExpression(node)) {
      const props = node.properties.filter(ts.isPropertyAssignment);
      const named = (name: string) => props.find((p) => p.name.getText(file) === name);
      if (isText(named('type')?.initializer, kind) && named('maxLength')) found.push(at(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Each element in a file that writes the mobile's rule out (rule="isMobile"), as file:line. */
function mobileRulesWrittenOut(path: string, text = readFileSync(path, 'utf8')): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && node.name.getText(file) === 'rule' && isText(node.initializer, 'isMobile'))
      found.push(`${relative(WEB, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('e-mail and mobile fields', () => {
  // Parsing every page takes a few seconds on a busy machine (6.7 s in a CI run beside other work): the
  // default 5 s would fail a sound tree, so it gets room; it is a guard, not a measurement.
  it('have no maxLength that could cut a pasted address or mobile', { timeout: 60_000 }, () => {
    const files = webSources();
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((path) => [...cutFields(path, 'email'), ...cutFields(path, 'tel')])).toEqual([]);
  });

  it('are found by this check in either shape a page writes them', () => {
    const probe = join(WEB, 'probe.tsx');
    const cut = `const a = <Input type="email" maxLength={60} />;\nconst b = prompt('x', { type: 'email', maxLength: 60 });`;
    expect(cutFields(probe, 'email', cut)).toEqual(['probe.tsx:1', 'probe.tsx:2']);
    const whole = `const a = <Input type="email" />;\nconst b = <Input type="tel" maxLength={11} />;\nconst c = prompt('x', { type: 'email' });`;
    expect(cutFields(probe, 'email', whole)).toEqual([]);
  });

  // Twelve mobile fields wrote the same rule, type and keypad out (a duplicates finding); one was on the
  // numeric pad, without the + of +86. MobileField is the one place, and takes no maxLength.
  it('are each a MobileField: no page writes the mobile’s rule, type and keypad out again', { timeout: 60_000 }, () => {
    const own = join(WEB, 'ui/form/MobileField.tsx');
    expect(mobileRulesWrittenOut(own)).toHaveLength(1);
    expect(
      webSources()
        .filter((path) => path !== own)
        .flatMap((path) => mobileRulesWrittenOut(path)),
    ).toEqual([]);
  });

  it('find a mobile input that would cut, and not one with the named rule', () => {
    const probe = join(WEB, 'probe.tsx');
    const cut = `const a = <TextField name="mobile" type="tel" inputMode="tel" maxLength={11} />;\nconst b = <Input type={'tel'} maxLength={11} />;`;
    expect(cutFields(probe, 'tel', cut)).toEqual(['probe.tsx:1', 'probe.tsx:2']);
    const whole = `const a = <TextField name="mobile" rule="isMobile" type="tel" />;\nconst b = <Input type="text" maxLength={20} />;`;
    expect(cutFields(probe, 'tel', whole)).toEqual([]);
  });
});
