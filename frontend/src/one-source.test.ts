// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as vocabulary from '@community/vocabulary';
import { BUSINESS_GROUP_STATUS, FIELD_LABELS, FORM_FIELDS } from '@community/vocabulary';

/**
 * One source per fact (STYLE.md), checked from the code rather than by review:
 * - a status, role, category or kind is never retyped in the web app as a union of its string values: the type comes
 *   from vocabulary/ (`AdStatus`, `Role`...) or from the API's generated schema (`ApiSchema<'MyAdDto'>['status']`);
 * - a field's label is never a literal in the web app: it comes from vocabulary's FORM_FIELDS / FIELD_LABELS table,
 *   and that table's words (labels, "... is required" texts, placeholders) are written nowhere else.
 * What it reads: every .ts/.tsx file of frontend/src except tests and the generated schema, and vocabulary/src, parsed
 * with the TypeScript compiler (so a comment or a test's expected text never counts). What it does not: an aria-label,
 * a heading or a button's words (SCREEN_TEXTS and the screens' own texts hold those), or a literal that only compares
 * (`status === 'approved'` reads a value, it does not type one).
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const webApp = join(root, 'frontend/src');
const vocabularySource = join(root, 'vocabulary/src');
const GENERATED = join(webApp, 'lib/api/api-schema.d.ts');
const TABLE = join(vocabularySource, 'form-fields.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && path !== GENERATED ? [path] : [];
  });
}

function parse(path: string) {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function visit(node: ts.Node, each: (node: ts.Node) => void) {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

function where(node: ts.Node) {
  const file = node.getSourceFile();
  return `${relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}

const webFiles = sourceFiles(webApp).map(parse);
const vocabularyFiles = sourceFiles(vocabularySource).map(parse);

/** The enumerations: vocabulary's lists of statuses, roles, categories, kinds and modes, and the business group statuses. */
const ENUMERATIONS: Record<string, readonly string[]> = {
  ...Object.fromEntries(
    Object.entries(vocabulary).filter(
      (entry): entry is [string, readonly string[]] =>
        /(STATUSES|ROLES|CATEGORIES|CATEGORY_NAMES|KINDS|DELIVERIES|MODES|SUBJECTS|GENDERS|ANSWERS)$/.test(entry[0]) &&
        Array.isArray(entry[1]) &&
        entry[1].every((value) => typeof value === 'string'),
    ),
  ),
  BUSINESS_GROUP_STATUS: Object.keys(BUSINESS_GROUP_STATUS),
};

describe('one source per fact in the web app', () => {
  it('finds the enumerations it guards (so the check below is not empty)', () => {
    expect(Object.keys(ENUMERATIONS)).toEqual(
      expect.arrayContaining(['ROLES', 'AD_STATUSES', 'CONVERSATION_STATUSES', 'REPORT_STATUSES', 'BUSINESS_GROUP_STATUS']),
    );
  });

  it('types no union of two or more values of one status, role or category list outside vocabulary/', () => {
    const retyped: string[] = [];
    for (const file of webFiles) {
      visit(file, (node) => {
        if (!ts.isUnionTypeNode(node)) return;
        const values = node.types.flatMap((member) => (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal) ? [member.literal.text] : []));
        for (const [name, list] of Object.entries(ENUMERATIONS)) {
          const shared = values.filter((value) => list.includes(value));
          if (shared.length >= 2) retyped.push(`${where(node)}: ${shared.map((value) => `'${value}'`).join(' | ')} retypes ${name}`);
        }
      });
    }
    expect(retyped).toEqual([]);
  });

  it('gives no field a literal label: JSX label props and <label>/<FormLabel>/<InputLabel> text come from vocabulary', () => {
    const literals: string[] = [];
    const words = (text: string) => /[A-Za-z]/.test(text);
    // The places whose text becomes the label: the value itself, a conditional's branches, a fallback, a template's text.
    const check = (expression: ts.Expression) => {
      if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
        if (words(expression.text)) literals.push(`${where(expression)}: "${expression.text}"`);
      } else if (ts.isTemplateExpression(expression)) {
        const text = [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join('');
        if (words(text)) literals.push(`${where(expression)}: \`${expression.getText()}\``);
        expression.templateSpans.forEach((span) => check(span.expression));
      } else if (ts.isConditionalExpression(expression)) {
        check(expression.whenTrue);
        check(expression.whenFalse);
      } else if (
        ts.isBinaryExpression(expression) &&
        [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(expression.operatorToken.kind)
      ) {
        check(expression.left);
        check(expression.right);
      } else if (ts.isParenthesizedExpression(expression)) {
        check(expression.expression);
      }
    };
    for (const file of webFiles) {
      visit(file, (node) => {
        // A button's label is its words, not a field's (SCREEN_TEXTS and the panel's texts hold those).
        const element = ts.isJsxAttribute(node) ? node.parent.parent : undefined;
        const onButton = !!element && (ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element)) && /Button$/.test(element.tagName.getText());
        if (ts.isJsxAttribute(node) && node.name.getText() === 'label' && node.initializer && !onButton) {
          if (ts.isStringLiteral(node.initializer)) check(node.initializer);
          else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) check(node.initializer.expression);
        }
        if (ts.isJsxElement(node) && ['label', 'FormLabel', 'InputLabel'].includes(node.openingElement.tagName.getText())) {
          for (const child of node.children)
            if (ts.isJsxText(child) && words(child.text)) literals.push(`${where(child)}: <${node.openingElement.tagName.getText()}>${child.text.trim()}`);
        }
      });
    }
    expect(literals).toEqual([]);
  });

  it('writes each label, "... is required" text and placeholder of FORM_FIELDS once, in that table only', () => {
    const rows = Object.values(FORM_FIELDS).flatMap((form) => Object.values(form));
    const tableTexts = new Set<string>([
      ...Object.values(FIELD_LABELS),
      ...rows.flatMap((row) => [row.label, row.required, row.placeholder].filter((text): text is string => !!text)),
    ]);
    const seen = new Map<string, string[]>();
    const isRequiredText = (text: string) => /\b(is|are) required\.?$/.test(text) || tableTexts.has(text);
    for (const file of [...webFiles, ...vocabularyFiles]) {
      visit(file, (node) => {
        const text = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : ts.isJsxText(node) ? node.text.trim() : null;
        // An import path, a type, or a call's argument (a field's name: form.field('Description')) is not a text shown.
        if (
          text === null ||
          !isRequiredText(text) ||
          ts.isImportDeclaration(node.parent) ||
          ts.isLiteralTypeNode(node.parent) ||
          ts.isCallExpression(node.parent)
        )
          return;
        seen.set(text, [...(seen.get(text) ?? []), where(node)]);
      });
    }
    const misplaced = [...seen].flatMap(([text, places]) => {
      const outside = places.filter((place) => !place.startsWith(relative(root, TABLE)));
      if (outside.length) return [`"${text}" written outside the table at ${outside.join(', ')}`];
      return places.length > 1 ? [`"${text}" written ${places.length} times in the table (${places.join(', ')})`] : [];
    });
    expect(misplaced).toEqual([]);
  });
});
