// Flattens a size report into the entries that carry budgets and baselines: widgets, and each route's JS and CSS.
import type { ByteSizes } from './byte-sizes';
import type { ModuleShare, SizeReport } from './size-report';

export interface SizeEntry {
  /** The name used in the table, the baseline and error messages: "quote-calculator.js", "/about JS", "/about CSS". */
  id: string;
  kind: 'widget' | 'route-js' | 'route-css';
  sizes: ByteSizes;
  modules: ModuleShare[];
  /** Widgets only: the same widget built with React. */
  withReact?: ByteSizes;
}

/** Widgets first, then routes, each in build order. */
export function sizeEntries(report: SizeReport): SizeEntry[] {
  return [
    ...report.widgets.map((widget): SizeEntry => ({
      id: widget.script,
      kind: 'widget',
      sizes: widget.allIn,
      modules: widget.modules,
      withReact: widget.withReact,
    })),
    ...report.routes.flatMap((route): SizeEntry[] => [
      { id: `${route.path} JS`, kind: 'route-js', sizes: route.js, modules: route.modules },
      { id: `${route.path} CSS`, kind: 'route-css', sizes: route.css, modules: [] },
    ]),
  ];
}
