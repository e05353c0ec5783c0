// The values vite.widget.config.ts defines for the widget build.
interface ImportMetaEnv {
  /** The site's canonical origin (SITE_ORIGIN at build time): the widgets' default form endpoint. */
  readonly SITE_ORIGIN: string;
}
