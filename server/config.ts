// The server's configuration, read from the environment and validated in this one place.

export interface ServerConfig {
  host: string;
  /** Port of the site and the form endpoint. */
  port: number;
  /** Port of the embed demo, a second origin that embeds the widgets. */
  demoPort: number;
  distDir: string;
  embedDemoDir: string;
}

export class ConfigError extends Error {}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535) throw new ConfigError(`${name} must be a port number from 0 to 65535, not "${text}".`);
  return port;
}

/** Reads PORT, HOST and DEMO_PORT; throws ConfigError with a clear message on a bad value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = readPort(env, 'PORT', 4173);
  const host = env.HOST?.trim() || '127.0.0.1';
  const demoPort = readPort(env, 'DEMO_PORT', port === 0 ? 0 : port + 1);
  if (demoPort !== 0 && demoPort === port) throw new ConfigError('DEMO_PORT must differ from PORT.');
  return { host, port, demoPort, distDir: env.DIST_DIR || 'dist', embedDemoDir: 'embed-demo' };
}
