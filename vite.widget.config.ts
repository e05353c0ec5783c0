// The widget build: the shared components again, with React aliased to Preact, one
// self-contained classic script per widget (DECISIONS D5). The swap happens here only.
import type { Alias, InlineConfig } from 'vite';

/** Widget scripts, each built from widgets/elements/<name>.ts to dist/widgets/<name>.js. */
export const widgetNames = ['quote-calculator'] as const;
export type WidgetName = (typeof widgetNames)[number];

/** React's entry points, answered by preact/compat. Also used by the unit tests. */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

interface WidgetBuildOptions {
  /** Build with real React instead of Preact, to measure what the alias saves. */
  withReact?: boolean;
  outDir?: string;
}

/** The Vite configuration that builds one widget script. */
export function widgetConfig(name: WidgetName, { withReact = false, outDir = 'dist/widgets' }: WidgetBuildOptions = {}): InlineConfig {
  return {
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: withReact ? [] : preactAliases },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2020',
      minify: true,
      copyPublicDir: false,
      lib: {
        entry: `widgets/elements/${name}.ts`,
        formats: ['iife'],
        name: 'OkanaganWidgets',
        fileName: () => `${name}.js`,
      },
    },
  };
}
