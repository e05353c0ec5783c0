// The line a start prints last, naming where the site listens, and the pattern that reads the origin back from it:
// whatever starts the server on port 0 (the benchmarks, the tests) learns the port the system chose from this line.

const label = 'Site and form endpoint:';

/** The start line for `addresses`, the addresses to open as one line's list. */
export function siteLine(addresses: string): string {
  return `${label} ${addresses}`;
}

/** Matches the start line in a server's output; its first group is the first origin the line names. */
export const siteLinePattern = new RegExp(`${label} (http://[^/\\s]+)/`);
