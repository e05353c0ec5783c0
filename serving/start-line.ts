// The line a start prints last, naming where the site listens, and the line before it naming the embed demo, with
// the patterns that read the origins back: whatever starts the server on port 0 (the benchmarks, the tests) learns
// the ports the system chose from these lines.

const label = 'Site and form endpoint:';

/** The start line for `addresses`, the addresses to open as one line's list. */
export function siteLine(addresses: string): string {
  return `${label} ${addresses}`;
}

/** Matches the start line in a server's output; its first group is the first origin the line names. */
export const siteLinePattern = new RegExp(`${label} (http://[^/\\s]+)/`);

const demoLabel = 'Embed demo (a second origin):';

/** The line naming where the embed demo listens, printed before the start line. */
export function demoLine(addresses: string): string {
  return `${demoLabel} ${addresses}`;
}

/** Matches the embed demo's line; its first group is the first origin the line names. */
export const demoLinePattern = new RegExp(`${demoLabel.replace(/[()]/g, '\\$&')} (http://[^/\\s]+)/`);
