/**
 * Vite wraps every dynamic `import()` in a helper that preloads the imported chunk's own imports
 * and CSS. This build needs neither: `build.modulePreload` is off (the route-preload script
 * preloads each page's chunks), and the only stylesheet is the entry's, loaded by index.html
 * before any import runs. The helper (about 0.6 kB gzip of the entry) is replaced by a call, and
 * the build fails if a second stylesheet appears (a lazy chunk's own CSS would then never load).
 */
import type { Plugin } from 'vite';

const HELPER_ID = '\0vite/preload-helper.js';

export function plainDynamicImports(): Plugin {
  return {
    name: 'cloud-console:plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === HELPER_ID || id === 'vite/preload-helper.js' ? HELPER_ID : null;
    },
    load(id) {
      return id === HELPER_ID ? 'export const __vitePreload = (load) => load();' : null;
    },
    generateBundle(_options, bundle) {
      const styles = Object.keys(bundle).filter((name) => name.endsWith('.css'));
      if (styles.length > 1) {
        this.error(
          `More than one stylesheet (${styles.join(', ')}): lazy chunks' CSS needs Vite's preload helper back (scripts/preload-helper.ts).`,
        );
      }
    },
  };
}
