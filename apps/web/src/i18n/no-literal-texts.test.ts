import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No component holds a literal visible text (docs/console.md, Languages): every JSX text, and every string given to
 * a prop that is shown or read aloud, comes from the catalogues. Symbols, units and product names are allowed.
 */
const SOURCE = join(__dirname, '..');

/** Props whose string is shown or read aloud. */
const TEXT_PROP_NAMES = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'description',
  'message',
  'alt',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'nothingFoundMessage',
  'tooltip',
  'error',
]);

/** Any prop named like a text (`retryLabel`, `emptyMessage`, `subtitle`). */
const TEXT_PROP = /label$|title$|placeholder$|description$|message$|text$|tooltip$|hint$|heading$|caption$/i;
const isTextProp = (name: string) =>
  TEXT_PROP_NAMES.has(name) || (TEXT_PROP.test(name) && name !== 'aria-labelledby');

/** Texts that are the same in every language. */
const ALLOWED = new Set([
  '—',
  '-',
  '–',
  '%',
  '·',
  '/',
  '×',
  '→',
  '←',
  '+',
  '$',
  ':',
  '(',
  ')',
  '|',
  '…',
  '#',
  '@',
]);

/** Folders another change converts (issue 36's Settings and exports): listed here until they are. */
const NOT_YET: readonly string[] = [];

function tsxFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...tsxFiles(path));
    else if (name.endsWith('.tsx') && !name.endsWith('.test.tsx')) found.push(path);
  }
  return found;
}

function isText(value: string): boolean {
  const text = value.trim();
  if (text === '' || ALLOWED.has(text)) return false;
  return /\p{L}{2,}/u.test(text);
}

function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const where = (node: ts.Node) => `${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  function visit(node: ts.Node) {
    if (ts.isJsxText(node) && isText(node.text)) found.push(`${where(node)}: ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && isTextProp(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value) && isText(value.text))
        found.push(`${where(node)}: ${value.text}`);
      if (value && ts.isJsxExpression(value) && value.expression) checkExpression(value.expression);
    }
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent))
      checkExpression(node.expression);
    ts.forEachChild(node, visit);
  }
  function checkExpression(expression: ts.Expression) {
    if (
      (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) &&
      isText(expression.text)
    ) {
      found.push(`${where(expression)}: ${expression.text}`);
    } else if (ts.isTemplateExpression(expression)) {
      const parts = [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)];
      if (parts.some(isText)) found.push(`${where(expression)}: ${expression.getText()}`);
    } else if (ts.isConditionalExpression(expression)) {
      checkExpression(expression.whenTrue);
      checkExpression(expression.whenFalse);
    } else if (ts.isBinaryExpression(expression)) {
      // `a && 'text'`, `a ?? 'text'`, `'a' + b`: not the strings a comparison reads (`kind === 'telegram'`).
      const operator = expression.operatorToken.kind;
      const either = [
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.QuestionQuestionToken,
        ts.SyntaxKind.PlusToken,
      ];
      if (either.includes(operator)) checkExpression(expression.left);
      if (either.includes(operator) || operator === ts.SyntaxKind.AmpersandAmpersandToken) {
        checkExpression(expression.right);
      }
    } else if (ts.isParenthesizedExpression(expression)) {
      checkExpression(expression.expression);
    }
  }
  visit(source);
  return found;
}

describe('components hold no literal visible text', () => {
  const files = tsxFiles(SOURCE).filter(
    (file) => !NOT_YET.some((folder) => relative(SOURCE, file).startsWith(folder)),
  );
  it.each(files.map((file) => [relative(SOURCE, file), file]))('%s', (_name, file) => {
    expect(literalTexts(file)).toEqual([]);
  });
});
