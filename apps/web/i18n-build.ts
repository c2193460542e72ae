import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';
import { fileURLToPath } from 'node:url';

/** lingui.config.ts, found from this file rather than the working directory (tests run from the repo root). */
export const LINGUI_CONFIG_PATH = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
const linguiConfig = getConfig({ configPath: LINGUI_CONFIG_PATH });

/*
 * How the store's texts are built (docs/decisions/108). @vitejs/plugin-react 6 no longer runs Babel,
 * so Lingui's macro runs through @rolldown/plugin-babel, and only on the files that import a macro
 * (every other file skips Babel). The macro keeps each English message beside its id
 * (stripMessageField: false) and the plugin below compiles it at build time into Lingui's token
 * form, so the English store needs neither a catalog nor the ICU parser at run time: its first load
 * grows by the runtime and the ids only. Kinyarwanda and French come from their compiled catalogs.
 */

/** Minimal view of the Babel API this plugin uses (@types/babel__core is not installed). */
interface BabelTypes {
  valueToNode(value: unknown): unknown;
  jsxExpressionContainer(expression: unknown): unknown;
  isStringLiteral(node: unknown): node is { value: string };
  isIdentifier(node: unknown, opts?: { name: string }): boolean;
  isJSXIdentifier(node: unknown, opts?: { name: string }): boolean;
  isObjectProperty(node: unknown): node is { key: unknown };
  isJSXAttribute(node: unknown): node is { name: unknown };
}
interface NodePath<N> {
  node: N;
  parent: unknown;
  traverse(visitor: Record<string, (path: NodePath<never>) => void>): void;
}
type Prop = { key: unknown; value: unknown; computed?: boolean };
type Attr = { name: unknown; value: unknown };

const keyIs = (t: BabelTypes, key: unknown, name: string) => t.isIdentifier(key, { name }) || (t.isStringLiteral(key) && key.value === name);

/**
 * Babel plugin run after Lingui's macro: `{ id: '…', message: 'Cart, {count} items' }` descriptors
 * and `<Trans id="…" message="…">` elements get their message as compiled tokens instead of the ICU
 * string. Only messages next to an `id` are touched.
 */
function precompileLinguiMessages({ types: t }: { types: BabelTypes }) {
  return {
    name: 'atelier-precompile-lingui-messages',
    visitor: {
      Program: {
        exit(program: NodePath<unknown>) {
          program.traverse({
            ObjectProperty(path: NodePath<Prop>) {
              const { node } = path;
              if (node.computed || !keyIs(t, node.key, 'message') || !t.isStringLiteral(node.value)) return;
              const siblings = (path.parent as { properties?: unknown[] }).properties ?? [];
              if (!siblings.some((p) => t.isObjectProperty(p) && keyIs(t, p.key, 'id'))) return;
              node.value = t.valueToNode(compileMessageOrThrow(node.value.value));
            },
            JSXAttribute(path: NodePath<Attr>) {
              const { node } = path;
              if (!t.isJSXIdentifier(node.name, { name: 'message' }) || !t.isStringLiteral(node.value)) return;
              const siblings = (path.parent as { attributes?: unknown[] }).attributes ?? [];
              if (!siblings.some((a) => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'id' }))) return;
              node.value = t.jsxExpressionContainer(t.valueToNode(compileMessageOrThrow(node.value.value)));
            },
          });
        },
      },
    },
  };
}

/** The Babel preset for @rolldown/plugin-babel: Lingui's macro, then the precompiler, on macro users only. */
export const linguiMacroPreset = defineRolldownBabelPreset({
  preset: () => ({ plugins: [[linguiMacro, { stripMessageField: false, linguiConfig }], precompileLinguiMessages] }),
  rolldown: { filter: { code: /@lingui\/(?:react|core)\/macro/ } },
});
