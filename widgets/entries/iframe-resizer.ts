// The partner page's resizer (product rules §8.5): one script tag beside any number of iframes of the embed pages,
// loaded before or after them, sets each iframe's height to the height its embed page reports. It listens to the
// site's origin only, and reads nothing but the height.
import { embedMessageTypes, type EmbedHeightMessage, type EmbedHelloMessage } from '../../common/contract/embed-pages';
import { isLoopback } from '../../common/widget-settings/widget-attributes';

// The script's own URL, read while the classic script runs: afterwards document.currentScript is null.
const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src;
// The embed pages are the site's, wherever this script was copied to; served from loopback (npm start), its own.
const siteOrigin = scriptUrl && isLoopback(new URL(scriptUrl)) ? new URL(scriptUrl).origin : import.meta.env.SITE_ORIGIN;

/** Taller than any embed page can be: a height past it is not one to apply. */
const tallest = 20_000;

addEventListener('message', ({ origin, source, data }: MessageEvent<Partial<EmbedHeightMessage> | null>) => {
  if (origin !== siteOrigin || data?.type !== embedMessageTypes.height || data.version !== 1) return;
  const { height } = data;
  if (typeof height !== 'number' || !(height > 0 && height <= tallest)) return;
  for (const frame of document.querySelectorAll('iframe')) if (frame.contentWindow === source) frame.style.height = `${height}px`;
});

// An embed page that loaded before this script told its height to nobody: ask the site's iframes again. One still
// loading drops the message, and reports its height once loaded. The message says nothing, so any origin may have it:
// naming the site's would log an error for each iframe not yet navigated to it.
const hello: EmbedHelloMessage = { type: embedMessageTypes.hello, version: 1 };
for (const frame of document.querySelectorAll('iframe'))
  if (frame.src.startsWith(`${siteOrigin}/`)) frame.contentWindow?.postMessage(hello, '*');
