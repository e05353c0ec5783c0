// The loopback origins the end-to-end server listens on: the site, and the embed demo beside it.
const sitePort = Number(process.env.E2E_PORT || 4310);

export const ports = { site: sitePort, demo: sitePort + 1 };
export const siteOrigin = `http://127.0.0.1:${ports.site}`;
export const demoOrigin = `http://127.0.0.1:${ports.demo}`;
