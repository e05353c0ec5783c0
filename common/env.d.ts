// The constant each build of the shared components defines: true in the site's (vite.config.ts), whose pages are
// prerendered and hydrated; false in the widgets' and their unit tests' (vite.widget.config.ts).
declare const __SITE_HYDRATES__: boolean;
