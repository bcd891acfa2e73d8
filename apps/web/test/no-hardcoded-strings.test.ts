import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type Catalog, readCatalog } from './support/catalogs';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Names a component may render as is, among numbers and punctuation: they are never translated. */
const ALLOWED_TEXT = new Set(['Tolk', 'eSpeak NG']);

/** Attributes a reader sees or hears (screen readers), so they come from the catalog too. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
]);

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

function hasWords(text: string): boolean {
  let rest = text;
  for (const name of ALLOWED_TEXT) rest = rest.replaceAll(name, ' ');
  return /\p{L}/u.test(rest);
}

interface Finding {
  file: string;
  line: number;
  text: string;
}

function scan(path: string): { hardcoded: Finding[]; keys: Finding[] } {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const hardcoded: Finding[] = [];
  const keys: Finding[] = [];
  const at = (node: ts.Node, text: string): Finding => ({
    file: relative(SRC, path),
    line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
    text,
  });
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasWords(node.text)) hardcoded.push(at(node, node.text.trim()));
    if (
      ts.isJsxAttribute(node) &&
      TEXT_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      hasWords(node.initializer.text)
    ) {
      hardcoded.push(at(node, `${node.name.getText(source)}="${node.initializer.text}"`));
    }
    // t('some.key') and i18n.t('some.key') with a literal key: the key must be in the English catalog.
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isT =
        (ts.isIdentifier(callee) && callee.text === 't') ||
        (ts.isPropertyAccessExpression(callee) && callee.name.text === 't');
      const [first] = node.arguments;
      if (isT && first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)))
        keys.push(at(node, first.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { hardcoded, keys };
}

function flattenKeys(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : flattenKeys(value, path);
  });
}

const files = componentFiles(SRC);
const results = files.map(scan);
const englishKeys = new Set(flattenKeys(readCatalog('en')));

describe('components render catalog strings', () => {
  it('finds the components', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('have no JSX text or visible attribute with words outside t()', () => {
    expect(results.flatMap((r) => r.hardcoded)).toEqual([]);
  });

  it('ask t() only for keys the English catalog has', () => {
    const keys = results.flatMap((r) => r.keys);
    expect(keys.length).toBeGreaterThan(50);
    const unknown = keys.filter(({ text }) => !englishKeys.has(text) && !englishKeys.has(`${text}_other`));
    expect(unknown).toEqual([]);
  });
});
