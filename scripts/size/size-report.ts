// The shape of reports/sizes.json: everything one build measured, before budgets or the baseline are applied.
import type { ByteSizes } from './byte-sizes';
import type { ModuleSize } from './bundle-collector';

/** A module and its fraction (0-1) of the rendered code of the entry it is listed under. */
export interface ModuleShare extends ModuleSize {
  share: number;
}

/** Files fetched together, and their summed sizes. */
export interface FileGroup extends ByteSizes {
  /** Paths relative to the dist directory. */
  files: string[];
}

export interface RouteSizes {
  /** The route's URL path, e.g. "/about" ("/404" for 404.html). */
  path: string;
  /** Its prerendered HTML, relative to the dist directory. */
  html: string;
  /** First-load JavaScript: budgeted. */
  js: FileGroup;
  /** First-load CSS: reported, not budgeted. */
  css: FileGroup;
  /** JS or CSS on other origins the page also loads (not measured). */
  external: string[];
  /** The biggest modules in the route's first-load JavaScript. */
  modules: ModuleShare[];
}

export interface WidgetSizes {
  /** The script partners embed, e.g. "quote-calculator.js". */
  script: string;
  /** Everything the widget's build emitted: the all-in cost of embedding it. */
  allIn: FileGroup;
  /** The same widget built with real React instead of Preact, for comparison. */
  withReact: ByteSizes;
  modules: ModuleShare[];
}

export interface SizeReport {
  generatedAt: string;
  /** Absolute path of the build measured. */
  distDir: string;
  /** Every JS and CSS file in the build, by path relative to distDir. */
  files: Record<string, ByteSizes>;
  routes: RouteSizes[];
  widgets: WidgetSizes[];
}
