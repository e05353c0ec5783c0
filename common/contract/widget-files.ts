// The widget script URLs partners paste and pin (product rules §8.1): the build writes them, the server
// caches them by this shape, and a running widget finds its own script by it.

/** Hex digits of the content hash in a pinned copy's name: "quote-calculator.1a2b3c4d5e.js". */
const hashLength = 10;

/** The file name of a widget's pinned copy, from the hex digest of its bytes. */
export function pinnedWidgetFile(name: string, hexDigest: string): string {
  return `${name}.${hexDigest.slice(0, hashLength)}.js`;
}

/**
 * A widget script's path, /widgets/<name>.js or its pinned copy /widgets/<name>.<hash>.js,
 * wherever the folder is mirrored; in a whole URL, a query or fragment may follow.
 */
export const widgetScriptPath = new RegExp(`/widgets/[a-z-]+(\\.[0-9a-f]{${hashLength}})?\\.js(?=[?#]|$)`);

/** True for the path of a pinned copy, which never changes and may be cached for good. */
export function isPinnedWidgetPath(path: string): boolean {
  return widgetScriptPath.exec(path)?.[1] !== undefined;
}
