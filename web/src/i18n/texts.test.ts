import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { mergeTexts, messages } from './messages.ts';

// Every visible text lives in the text files (the shell's de.json/en.json and each feature's
// texts.de.json/texts.en.json): a component with a literal text or a key missing in either
// language fails here.
const { de, en } = messages;

const SRC = fileURLToPath(new URL('..', import.meta.url));
const TEXT_PROPS = new Set(['label', 'title', 'placeholder', 'aria-label', 'alt', 'helperText', 'headerName']);
/** Namespaces of i18n keys: a string of the shape "<namespace>.<name>" in a component is a key. */
const NAMESPACES = new Set([
  ...[...Object.keys(de), ...Object.keys(en)].map((k) => k.split('.')[0]),
  ...['app', 'common', 'nav', 'account', 'login', 'forgot', 'newPassword', 'createCompany', 'confirmEmail', 'profile', 'home'],
  ...['error', 'errorView', 'title', 'validation', 'form', 'footer', 'company', 'user', 'location', 'locations', 'openingHours'],
  ...['grid', 'session', 'trial', 'pwa', 'weekday', 'bell', 'dialog'],
]);

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.test.ts')) yield path;
  }
}

interface Finding {
  file: string;
  text: string;
}

function scan(file: string, keys: Finding[], literals: Finding[]) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const rel = file.slice(SRC.length);
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const v = node.text;
      if (/^[a-z][A-Za-z]*(\.[A-Za-z0-9_]+)+$/.test(v) && NAMESPACES.has(v.split('.')[0]) && !/\.(tsx?|json|js)$/.test(v))
        keys.push({ file: rel, text: v });
    }
    if (ts.isJsxText(node) && /\p{L}{2,}/u.test(node.text)) literals.push({ file: rel, text: node.text.trim() });
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer)) {
      // A text prop may name an i18n key (our form fields take keys), never a sentence.
      if (
        !keys.some((k) => k.text === node.initializer!.getText().slice(1, -1)) &&
        /\s|^[A-ZÄÖÜ]/.test((node.initializer as ts.StringLiteral).text)
      )
        literals.push({ file: rel, text: (node.initializer as ts.StringLiteral).text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const keys: Finding[] = [];
const literals: Finding[] = [];
for (const file of sources(SRC)) scan(file, keys, literals);

describe('texts', () => {
  it('have the same keys in German and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
  });

  it('refuse a key that two files define', () => {
    expect(() => mergeTexts('de', { 'a.b': 'x' }, { '../features/f/texts.de.json': { 'a.b': 'y' } })).toThrow(/a\.b/);
    expect(mergeTexts('de', { 'a.b': 'x' }, { '../features/f/texts.en.json': { 'a.b': 'y' } })).toEqual({ 'a.b': 'x' });
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...Object.entries(de), ...Object.entries(en)]) expect(text, key).not.toBe('');
  });

  it('exist in both languages for every key the components use', () => {
    const missing = keys.filter((k) => !(k.text in de) || !(k.text in en)).map((k) => `${k.file}: ${k.text}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('are never written into a component', () => {
    expect(literals.map((l) => `${l.file}: ${l.text}`)).toEqual([]);
  });

  it('would catch a literal text and a missing key (the scanner itself works)', () => {
    const found: Finding[] = [];
    const lits: Finding[] = [];
    const probe = join(SRC, 'i18n', 'texts.probe.tsx');
    const src = ts.createSourceFile(
      probe,
      `const A = () => <p title="Hallo Welt">Guten Tag<X id="login.nope" /></p>;`,
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) && NAMESPACES.has(node.text.split('.')[0])) found.push({ file: 'probe', text: node.text });
      if (ts.isJsxText(node) && /\p{L}{2,}/u.test(node.text)) lits.push({ file: 'probe', text: node.text });
      ts.forEachChild(node, visit);
    };
    visit(src);
    expect(lits.map((l) => l.text)).toEqual(['Guten Tag']);
    expect(found.filter((k) => !(k.text in de)).map((k) => k.text)).toEqual(['login.nope']);
  });
});
