// The server the engine suite runs against, started once for the whole run (vitest's globalSetup): the real
// server on free loopback ports, serving the build in dist/ with a leads database of its own, with a watching
// proxy in front of the site and one in front of the embed demo.
import type { TestProject } from 'vitest/node';
import { spawnTestSite } from '../server/spawn-server';
import { startWatchingProxy } from './watching-proxy';

/** Where the flows find the server. */
export interface EngineServer {
  /** The site, through the watching proxy. */
  site: string;
  /** The embed demo, a second origin, through the watching proxy. */
  demo: string;
  /** The site as the server itself serves it: where the demo pages load the widgets from and post to. */
  widgetOrigin: string;
  /** The SQLite file the server stores the leads in. */
  leadsDb: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    engineServer: EngineServer;
  }
}

/** Starts the server and the proxies, hands their origins to the tests, and stops them all at the end. */
export default async function startEngineServer({ provide }: TestProject) {
  const server = await spawnTestSite();
  const [site, demo] = await Promise.all([startWatchingProxy(server.siteOrigin), startWatchingProxy(server.demoOrigin)]);
  provide('engineServer', { site: site.origin, demo: demo.origin, widgetOrigin: server.siteOrigin, leadsDb: server.leadsDb });

  return async () => {
    await Promise.all([site.close(), demo.close()]);
    await server.stop();
  };
}
