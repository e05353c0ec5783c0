// The site's entry, which the page loader (site/page-loader.ts) imports once the page has loaded and been shown, and
// hands the page over to: the frame's styles, then the site's start. Each page's module imports its own styles.
import './styles/site.css';
import type { SiteEntry } from './routing/page-assets';

export const startSite: SiteEntry['startSite'] = async (start) => (await import('./start')).startSite(start);
