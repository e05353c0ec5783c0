// What the test proxy puts at the top of every page's <head>, before the page's own scripts: it records the
// page's errors and Content-Security-Policy violations where any engine's driver can read them.

/** What a page reported, read back with `readWatch`. */
export interface PageReports {
  /** Uncaught errors, unhandled rejections, console errors, and warnings about hydration. */
  errors: string[];
  /** Content-Security-Policy violations, as "directive blocked-URI". */
  violations: string[];
}

/** Runs in the page, as a classic script of its own: self-contained, it refers to nothing outside itself. */
export function watchPage() {
  const reports: PageReports = { errors: [], violations: [] };
  const describe = (value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
  window.addEventListener('error', (event) => reports.errors.push(`uncaught ${describe(event.error ?? event.message)}`));
  window.addEventListener('unhandledrejection', (event) => reports.errors.push(`unhandled rejection ${describe(event.reason)}`));
  for (const level of ['error', 'warn'] as const) {
    const original = console[level];
    console[level] = (...args: unknown[]) => {
      const text = args.map(describe).join(' ');
      if (level === 'error' || /hydrat/i.test(text)) reports.errors.push(`console.${level} ${text}`);
      original.apply(console, args);
    };
  }
  document.addEventListener(
    'securitypolicyviolation',
    (event) => reports.violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    true,
  );
  // Last: a script that stopped before this line leaves no reports, and readWatch says so.
  Object.assign(window, { engineReports: reports });
}

/** Page function: what the page has reported so far. */
export function readWatch(): PageReports {
  const reports = (window as unknown as { engineReports?: PageReports }).engineReports;
  if (!reports)
    throw new Error(`${location.href} has no reports: it was not served through the watching proxy, or its watch script failed.`);
  return reports;
}
