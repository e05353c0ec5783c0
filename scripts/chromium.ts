// How the tests and benchmarks launch Chromium: Debian's build unless CHROME_PATH names another.

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags for a headless run as root on a machine with no network beyond loopback. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
