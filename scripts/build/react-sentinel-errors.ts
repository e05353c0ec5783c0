// React DOM creates five Errors as its module runs: sentinels that it throws and catches by identity (a render
// that suspended, a hydration mismatch, ...), whose stacks nothing reads. While a DevTools client watches the
// page (DevTools itself, Lighthouse, PageSpeed Insights), V8 records a detailed stack for every Error created,
// and to give it line numbers reparses each function on that stack: here the whole start chunk and React DOM's
// module, 20-50 ms on a fast machine, which Lighthouse counts four times over as blocking time. Built without
// `Error()`, they are the same to React: Errors by prototype, with the same messages, and no stack.
import type { Plugin } from 'vite';

const reactDomClient = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const helper = 'reactSentinelError';
/** The five sentinels, as React 19.2 writes them; each must appear exactly once. */
export const sentinelCodes = [519, 460, 474, 542, 461];

/** `code` with each sentinel made without `Error()`; throws when one is not found exactly once (a new React). */
export function withoutSentinelStacks(code: string): string {
  let result = code;
  for (const sentinelCode of sentinelCodes) {
    const creation = `= Error(formatProdErrorMessage(${sentinelCode}))`;
    const found = result.split(creation).length - 1;
    if (found !== 1) throw new Error(`react-dom-client.production.js has ${found} of "${creation}", not 1: check its sentinels.`);
    result = result.replace(creation, `= ${helper}(formatProdErrorMessage(${sentinelCode}))`);
  }
  // Appended, as a hoisted declaration, so that no line of React's moves.
  return `${result}
function ${helper}(message) {
  var error = Object.create(Error.prototype);
  error.message = message;
  return error;
}
`;
}

/** The Vite plugin, for the browser build of the site: React DOM's sentinels without stacks. */
export function reactSentinelErrors(): Plugin {
  return {
    name: 'react-sentinel-errors',
    apply: 'build',
    transform: {
      filter: { id: reactDomClient },
      handler: (code) => ({ code: withoutSentinelStacks(code), map: null }),
    },
  };
}
