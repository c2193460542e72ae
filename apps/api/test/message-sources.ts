import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Finds the readable texts the API can answer with, in the source of the contracts and the API
 * (docs/decisions/109-languages-on-the-server.md): each becomes a "shape" — the text with every
 * interpolated value written `{}` — so the catalog test can check that every text has an entry.
 *
 * Where it looks: values of `*_MESSAGES` objects (strings, templates, arrows returning them);
 * messages given to zod (`{ error }`, `{ message }`, the last argument of `.min`/`.max`/`.regex`/
 * `.refine`/`z.email`/…, `requiredString`); and in the API the message of `new AppError(code, text)`,
 * `notFound(text)` and `{ error: text }` replies, and the error handler's fixed texts. Skipped: the
 * server config (start-up errors), the e-mails' own tables (lib/email-texts.ts), the seed, and the
 * local MoMo sandbox (modules/momo/momo-sandbox.ts), which stands in for MTN and answers as MTN does.
 */
export function messageShapes(roots: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const root of roots) for (const file of tsFiles(root)) scan(file, found);
  return found;
}

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name === 'i18n' || name === 'seed' || name === 'node_modules' || name === 'cli') continue;
      out.push(...tsFiles(p));
    } else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') && name !== 'config.ts' && name !== 'email-texts.ts' && name !== 'momo-sandbox.ts') out.push(p);
  }
  return out;
}

const ZOD_MESSAGE_METHODS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'email',
  'url',
  'int',
  'positive',
  'nonnegative',
  'gte',
  'lte',
  'gt',
  'lt',
  'startsWith',
  'endsWith',
  'includes',
  'nonempty',
  'uuid',
  'date',
  'datetime',
  'iso',
  'multipleOf',
  'requiredString',
  'notFound',
]);
const MESSAGE_KEYS = new Set(['error', 'message']);

/** The shape of a string or template literal: its text with `{}` for each interpolation. */
function shapeOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join('');
  if (ts.isParenthesizedExpression(node)) return shapeOf(node.expression);
  if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return shapeOf(node.body);
  return undefined;
}

/** A readable text starts with a letter or quote and has at least two words (not a code or a path). */
function readable(text: string): boolean {
  return /^[A-Za-z{“"(]/.test(text) && /\s/.test(text.trim()) && !/^(SELECT|select|insert|update|delete|with)\b/.test(text);
}

function scan(file: string, found: Map<string, string>) {
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const add = (node: ts.Node | undefined): void => {
    if (!node) return;
    if (ts.isConditionalExpression(node)) return (add(node.whenTrue), add(node.whenFalse));
    if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return add(node.body);
    if (ts.isParenthesizedExpression(node)) return add(node.expression);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) return add(node.right);
    const shape = shapeOf(node);
    if (shape !== undefined && readable(shape)) found.set(shape, `${file}:${src.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const name = node.name.text;
      let init = node.initializer;
      while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init))) init = init.expression;
      if (init && (/MESSAGES?$/.test(name) || MESSAGE_KEYS.has(name))) {
        if (ts.isObjectLiteralExpression(init)) {
          for (const p of init.properties) if (ts.isPropertyAssignment(p)) add(p.initializer);
        } else add(init);
      }
      // Exported message builders: `export const bookingTransitionRefused = (from, to) => \`A booking that is ${from} cannot become ${to}\``.
      if (init && ts.isArrowFunction(init) && /(Refused|For|Message)$/.test(name)) add(init);
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && MESSAGE_KEYS.has(node.name.text)) add(node.initializer);
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError') add(node.arguments?.[1]);
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
      if (ZOD_MESSAGE_METHODS.has(name) && node.arguments.length > 0) add(node.arguments[node.arguments.length - 1]);
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
}
