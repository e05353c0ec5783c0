// `npm start`: builds when needed, then serves the site and form endpoint, and the embed demo.
import { ConfigError, readConfig } from './config';
import { buildDemoApp } from './demo-app';
import { ensureBuild } from './ensure-build';
import { buildSiteApp } from './site-app';

async function main() {
  const config = readConfig();
  ensureBuild(config.distDir);

  const site = buildSiteApp(config.distDir);
  const siteAddress = await site.listen({ host: config.host, port: config.port });
  const demo = buildDemoApp(config.embedDemoDir, siteAddress);
  const demoAddress = await demo.listen({ host: config.host, port: config.demoPort });

  console.log(`Site and form endpoint: ${siteAddress}/`);
  console.log(`Embed demo (a second origin): ${demoAddress}/`);

  const stop = async () => {
    await Promise.all([site.close(), demo.close()]);
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
