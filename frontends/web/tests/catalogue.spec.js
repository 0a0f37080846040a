// @ts-check
// The client's catalogue, checked without a browser: every message of English is in
// every language with the same variables; every `t('id', {…})` of the client's modules
// (and every `data-t` of its page) names a message of English with the variables it
// passes; no module shows a literal English sentence outside the catalogue; and the
// committed fluent.js is what the installed @fluent/bundle makes.
import { readFileSync, readdirSync } from 'node:fs';
import ts from 'typescript';
import { test, expect } from '@playwright/test';
import { FluentResource } from '../fluent.js';
import { fluentModule } from '../fluent-build.mjs';
import { pseudo } from '../pseudo.js';
import { NOT_YET_CONVERTED, NOT_WORDS, literalSentences } from './sentences.js';

const WEB = new URL('..', import.meta.url);
const LANGS = ['en', 'it', 'fr', 'es', 'de'];

/**
 * Each message of a language's catalogue and the variables it uses.
 * @param {string} lang
 * @returns {Map<string, Set<string>>}
 */
function messages(lang) {
  const text = readFileSync(new URL(`locales/${lang}.ftl`, WEB), 'utf8');
  /** @type {Map<string, Set<string>>} */
  const found = new Map();
  for (const entry of /** @type {any} */ (new FluentResource(text)).body) {
    if (entry.id.startsWith('-')) continue;
    const vars = new Set();
    variables(entry.value, vars);
    for (const attribute of Object.values(entry.attributes ?? {})) variables(attribute, vars);
    found.set(entry.id, vars);
  }
  return found;
}

/**
 * The variables a pattern (or any part of it) names.
 * @param {any} node
 * @param {Set<string>} into
 */
function variables(node, into) {
  if (Array.isArray(node)) node.forEach((n) => variables(n, into));
  else if (node && typeof node === 'object') {
    if (node.type === 'var') into.add(node.name);
    for (const value of Object.values(node)) variables(value, into);
  }
}

/** The client's modules (the vendored one aside), by name. */
function modules() {
  return readdirSync(WEB).filter((f) => f.endsWith('.js') && !f.endsWith('.config.js') && f !== 'fluent.js').sort();
}

/**
 * Every `t('id', {…})` of a module: the id, the variables passed (null if they are
 * not an object written out), and where.
 * @param {string} file
 */
function calls(file) {
  const source = ts.createSourceFile(file, readFileSync(new URL(file, WEB), 'utf8'), ts.ScriptTarget.ES2022, true);
  /** @type {{id: string|null, args: string[]|null, at: string}[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') {
      const [first, second] = node.arguments;
      const id = first && ts.isStringLiteralLike(first) ? first.text : null;
      /** @type {string[]|null} */
      let args = second ? null : [];
      if (second && ts.isObjectLiteralExpression(second)) {
        args = second.properties.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteralLike(p.name)) ? p.name.text : '?'));
      }
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ id, args, at: `${file}:${line}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('every message of English is in every language, with the same variables', () => {
  const english = messages('en');
  expect(english.size).toBeGreaterThan(50);
  const problems = [];
  for (const lang of LANGS) {
    const theirs = messages(lang);
    for (const [id, vars] of english) {
      const other = theirs.get(id);
      if (!other) problems.push(`${lang}: no ${id}`);
      else if ([...vars].sort().join() !== [...other].sort().join()) {
        problems.push(`${lang}: ${id} uses {${[...other].join(', ')}}, English {${[...vars].join(', ')}}`);
      }
    }
    for (const id of theirs.keys()) if (!english.has(id)) problems.push(`${lang}: ${id} is not in English`);
    // Fluent skips what it cannot read: every message written must have been read.
    const written = readFileSync(new URL(`locales/${lang}.ftl`, WEB), 'utf8').match(/^[a-z][a-z0-9-]* =/gm) ?? [];
    if (written.length !== theirs.size) problems.push(`${lang}: ${written.length - theirs.size} messages cannot be read`);
    const head = readFileSync(new URL(`locales/${lang}.ftl`, WEB), 'utf8').split('\n')[0];
    if (lang !== 'en' && !head.startsWith('# Review:')) problems.push(`${lang}: no review marker on its first line`);
  }
  expect(problems).toEqual([]);
});

test('every message the client says is in English, with the variables it passes', () => {
  const english = messages('en');
  const problems = [];
  // words.js says the page's own `data-t` ids, checked below from the page.
  for (const file of modules().filter((f) => f !== 'words.js')) {
    for (const call of calls(file)) {
      if (call.id === null) {
        problems.push(`${call.at}: t() of an id not written out`);
        continue;
      }
      const vars = english.get(call.id);
      if (!vars) {
        problems.push(`${call.at}: ${call.id} is not in en.ftl`);
        continue;
      }
      if (call.args === null) continue;
      const passed = [...call.args].sort().join();
      if (passed !== [...vars].sort().join()) {
        problems.push(`${call.at}: ${call.id} takes {${[...vars].join(', ')}}, given {${call.args.join(', ')}}`);
      }
    }
  }
  const page = readFileSync(new URL('index.html', WEB), 'utf8');
  for (const [, id] of page.matchAll(/data-t(?:-label)?="([^"]+)"/g)) {
    if (!english.has(id)) problems.push(`index.html: ${id} is not in en.ftl`);
  }
  expect(problems).toEqual([]);
});

test('the pseudo-language is the server\'s (words/src/pseudo.rs)', () => {
  expect(pseudo('Cancel your move')).toBe('Çáñçēl ýöūr mövē~~~~~~');
  expect(pseudo('  ')).toBe('  ');
  expect(pseudo('to ')).toBe('tö~ ');
});

test('no module shows a literal English sentence outside the catalogue', () => {
  const problems = [];
  for (const file of modules()) {
    if (NOT_YET_CONVERTED.includes(file)) continue;
    const text = readFileSync(new URL(file, WEB), 'utf8');
    for (const found of literalSentences(file, text)) {
      if (!NOT_WORDS.includes(found.text)) problems.push(`${found.at}: ${JSON.stringify(found.text)}`);
    }
  }
  expect(problems).toEqual([]);
});

test('the check of literal sentences finds one', () => {
  const sample = [
    "el('p', {}, 'Your turn now');",
    "node.textContent = `Waiting for ${name}`;",
    "el('button', { 'aria-label': 'Close the panel' });",
    "el('button', {}, t('lobby-start'));",
  ].join('\n');
  expect(literalSentences('sample.js', sample).map((f) => f.text)).toEqual(['Your turn now', 'Waiting for ${…}', 'Close the panel']);
});

test('fluent.js is what the installed @fluent/bundle makes (npm run fluent)', async () => {
  const committed = readFileSync(new URL('fluent.js', WEB), 'utf8');
  expect(committed === await fluentModule(), 'fluent.js differs from `npm run fluent`: run it and commit the file').toBe(true);
});
