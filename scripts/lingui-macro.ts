// Runs Lingui's macro (Babel) on the files that import it, and only those: the rest of the code
// keeps Vite's own fast transform. With the message kept (stripMessageField: false), English renders
// from the code with no catalogue loaded; other languages load theirs (src/lib/i18n/i18n.ts).
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { PluginObj, types as BabelTypes } from '@babel/core';
import type { Plugin } from 'vite';

const MACRO = /from ['"]@lingui\/(core|react)\/macro['"]/;

function compileEnglish({ types: t }: { types: typeof BabelTypes }): PluginObj {
  // Lingui's own compiled form, as its catalogues hold it: a message with no placeholder is
  // ['text']. A bare string would be taken at run time for an uncompiled message (a console warning
  // on every call, 352 on one load of the instance list).
  const compiled = (text: string) => t.valueToNode(compileMessage(text));
  return {
    visitor: {
      ObjectProperty(path) {
        const { key, value } = path.node;
        if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const owner = path.parentPath.node;
        if (
          t.isObjectExpression(owner) &&
          owner.properties.some(
            (p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' }),
          )
        )
          path.node.value = compiled(value.value) as BabelTypes.Expression;
      },
      JSXAttribute(path) {
        const { name, value } = path.node;
        if (t.isJSXIdentifier(name, { name: 'message' }) && t.isStringLiteral(value))
          path.node.value = t.jsxExpressionContainer(
            compiled(value.value) as BabelTypes.Expression,
          );
      },
    },
  };
}

export function linguiMacroPlugin(): Plugin {
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!) || !MACRO.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[linguiMacro, { stripMessageField: false }]],
      });
      if (!result?.code) return null;
      // English is compiled here, in place: the message beside each id becomes its compiled form, so
      // English needs no catalogue and no compiler at run time, and stays in its page's chunk.
      const english = await transformAsync(result.code, {
        filename: id,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [compileEnglish],
      });
      return english?.code ? { code: english.code, map: null } : null;
    },
  };
}
