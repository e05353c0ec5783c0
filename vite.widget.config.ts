// The widget build: the shared components again, with React aliased to Preact, one
// self-contained classic script per widget (product rules §8.1). The swap happens here only.
// `npm run build` builds each script through widgetConfig (scripts/build/build-everything.ts), and
// `npm run report` each again with React, to measure what the swap saves.
import { fileURLToPath } from 'node:url';
import type { Alias, InlineConfig } from 'vite';
import { preactForWidgets, preactInternalField, widgetPreactAliases } from './scripts/build/preact-for-widgets.ts';
import { shadowCss } from './scripts/build/shadow-css.ts';
import { readSiteOrigin } from './serving/site-origin.ts';
import { widgetManifest } from './scripts/build/widget-manifest.ts';

/** Widget scripts, each built from widgets/entries/<name>.ts to dist/widgets/<name>.js; `all` registers the other three. */
export const widgetNames = ['quote-calculator', 'quote-form', 'contact-form', 'all'] as const;
export type WidgetName = (typeof widgetNames)[number];

/**
 * Every script a partner page may load: the widgets, the quote button that opens the calculator's embed page in a
 * dialog, and the resizer of the embed pages' iframes (product rules §8.1, §8.5).
 */
export const partnerScriptNames = [...widgetNames, 'quote-button', 'iframe-resizer'] as const;
export type PartnerScriptName = (typeof partnerScriptNames)[number];

// React's API as the shared components use it, on Preact hooks: smaller than preact/compat.
const reactOnPreact = fileURLToPath(new URL('./widgets/react-deps.ts', import.meta.url));

/** React's entry points, answered by Preact, and Preact by the widgets' patched copy. Also used by the unit tests. */
export const preactAliases: Alias[] = [
  { find: /^react(-dom|-dom\/client|\/jsx-runtime|\/jsx-dev-runtime)?$/, replacement: reactOnPreact },
  ...widgetPreactAliases,
];

/**
 * The widgets render on the client only, with no prerendered HTML to hydrate (common/ui/use-hydrated.ts). A plain
 * constant rather than import.meta.env, which Vitest shares among its projects. Also used by the unit tests.
 */
export const clientOnlyDefine = { __SITE_HYDRATES__: 'false' };

/** The scripts that render nothing with Preact: plain DOM, or nothing at all. */
const withoutPreact = (name: PartnerScriptName) => name === 'quote-button' || name === 'iframe-resizer';

interface WidgetBuildOptions {
  /** Build with real React instead of Preact, to measure what the alias saves. */
  withReact?: boolean;
  outDir?: string;
}

/** The Vite configuration that builds one widget script, its content-hashed copy and its manifest entry. */
export function widgetConfig(
  name: PartnerScriptName,
  { withReact = false, outDir = 'dist/widgets' }: WidgetBuildOptions = {},
): InlineConfig {
  return {
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: withReact ? [] : preactAliases },
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      'import.meta.env.SITE_ORIGIN': JSON.stringify(readSiteOrigin()),
      ...clientOnlyDefine,
    },
    // The classic JSX runtime: h(type, props, ...children) is shorter at every element than
    // jsx(type, { ...props, children: [...] }), and needs no wrapper around Preact's createElement.
    oxc: {
      jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' },
      // Into every module, used or not: a script without Preact would carry Preact's side effects for it.
      ...(withoutPreact(name) ? {} : { jsxInject: `import { createElement as h, Fragment } from 'react'` }),
    },
    plugins: [...(withReact ? [] : [preactForWidgets()]), shadowCss(), widgetManifest(name)],
    build: {
      outDir,
      emptyOutDir: false,
      // Custom elements with adoptedStyleSheets already need Safari 16.4, Firefox 101 or Chrome 73;
      // all of them run ES2022, and not lowering it saves about 300 bytes gzip.
      target: 'es2022',
      // Terser's extra passes find a few hundred bytes more than the default minifier in a script
      // this small, where every byte is paid by each partner's visitors.
      minify: 'terser',
      terserOptions: {
        ecma: 2020,
        // A fourth pass still finds some; object-literal functions become methods, which is shorter and safe because
        // none of them (event handlers, the components) is ever called with new.
        compress: { passes: 4, pure_getters: true, unsafe_methods: true },
        // Preact's internal fields ("_children") shortened, as Preact's own build does; the widgets' Preact is
        // built from its patched source (preactForWidgets). The React build, only measured, is left as published.
        mangle: { toplevel: true, ...(withReact ? {} : { properties: { regex: preactInternalField } }) },
      },
      // Terser takes most of the widget build's time by design; Rolldown's note saying so is noise.
      rolldownOptions: { checks: { bundlerTimings: false } },
      copyPublicDir: false,
      lib: {
        entry: `widgets/entries/${name}.ts`,
        formats: ['iife'],
        name: 'OkanaganWidgets',
        fileName: () => `${name}.js`,
      },
    },
  };
}
