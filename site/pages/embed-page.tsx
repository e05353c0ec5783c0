// A widget alone (/embed/:widget), for a partner's link or iframe.

/** The embed page. */
export default function EmbedPage() {
  return null;
}
