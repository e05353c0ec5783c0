// A WordPress site for one test run, as Debian packages it (/usr/share/wordpress): MariaDB, PHP-FPM and nginx on
// this machine, its content folder temporary, installed from the command line with the plugin's zip uploaded as
// Plugins > Add New > Upload Plugin does, and its users' application passwords for the REST API.
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { phpString } from '../../scripts/build/wordpress-plugin';
import { portForAProgram } from '../deploy/port-for-a-program';
import { phpFpmPath, startMariaDb, startNginx, startPhpFpm, type Program } from './local-programs';

const wordpressDir = '/usr/share/wordpress';
const debianConfigDir = '/etc/wordpress';
const theme = 'twentytwentyone';

/** What is missing on this machine to run the site, by the Debian package that brings it. */
export function wordpressPrerequisites(): string[] {
  const missing: string[] = [];
  if (!existsSync(join(wordpressDir, 'wp-settings.php'))) missing.push('wordpress');
  if (!existsSync(join(wordpressDir, 'wp-content/themes', theme))) missing.push(`wordpress-theme-${theme}`);
  if (!existsSync('/usr/sbin/mariadbd')) missing.push('mariadb-server');
  if (!phpFpmPath()) missing.push('php-fpm');
  if (!existsSync('/usr/sbin/nginx')) missing.push('nginx');
  if (userInfo().uid !== 0) missing.push(`root, to write ${debianConfigDir}/config-<name>.php`);
  return missing;
}

/** A user's login and application password, for HTTP Basic authentication on the REST API. */
export interface WordPressUser {
  login: string;
  password: string;
}

export interface LocalWordPress {
  origin: string;
  /** WordPress's version, as it reports it. */
  version: string;
  admin: WordPressUser;
  /** A user with the Author role. */
  author: WordPressUser;
  /** Calls the REST API as `user`; fails unless it answers 2xx. */
  rest<T>(user: WordPressUser, method: string, route: string, body?: unknown): Promise<T>;
  /** What PHP logged, warnings and errors. */
  phpErrors(): string;
  stop(): Promise<void>;
}

/**
 * Starts WordPress in `dir`, installs the plugin from `pluginZip` (not activated), with `constants` defined in its
 * configuration (such as the plugin's OKANAGAN_EXTERIOR_SITE_URL).
 */
export async function startWordPress(dir: string, pluginZip: string, constants: Record<string, string>): Promise<LocalWordPress> {
  const port = await portForAProgram();
  const origin = `http://127.0.0.1:${port}`;
  // Debian's wp-config.php reads /etc/wordpress/config-<name>.php, <name> given by the server as WORDPRESS_CONFIG.
  const configName = `okanagan-wordpress-test-${port}`;
  const configFile = join(debianConfigDir, `config-${configName}.php`);
  const contentDir = join(dir, 'wp-content');
  mkdirSync(join(contentDir, 'plugins'), { recursive: true });
  mkdirSync(join(contentDir, 'themes'), { recursive: true });
  symlinkSync(join(wordpressDir, 'wp-content/themes', theme), join(contentDir, 'themes', theme));

  const programs: Program[] = [];
  const stop = async () => {
    for (const program of programs.reverse()) await program.stop();
    rmSync(configFile, { force: true });
  };
  try {
    const database = await startMariaDb(dir);
    programs.push(database);
    await promisify(execFile)('mariadb', ['--no-defaults', `--socket=${database.socket}`, '-e', 'CREATE DATABASE wordpress']);
    const definitions = {
      DB_NAME: 'wordpress',
      // MariaDB's unix_socket authentication: the system user PHP runs as is the database user, without a password.
      DB_USER: userInfo().username,
      DB_PASSWORD: '',
      DB_HOST: `localhost:${database.socket}`,
      WP_HOME: origin,
      WP_SITEURL: origin,
      WP_CONTENT_DIR: contentDir,
      WP_CONTENT_URL: `${origin}/wp-content`,
      WP_DEFAULT_THEME: theme,
      // Application passwords need HTTPS, or a site that says it is local.
      WP_ENVIRONMENT_TYPE: 'local',
      FS_METHOD: 'direct',
      // Every notice into PHP's error log, none into the pages.
      WP_DEBUG: true,
      WP_DEBUG_DISPLAY: false,
      // This machine reaches no other: no update checks, no cron requests to itself.
      WP_HTTP_BLOCK_EXTERNAL: true,
      DISABLE_WP_CRON: true,
      AUTOMATIC_UPDATER_DISABLED: true,
      ...constants,
    };
    const lines = Object.entries(definitions).map(
      ([name, value]) => `define( '${name}', ${typeof value === 'string' ? phpString(value) : value} );`,
    );
    writeFileSync(configFile, `<?php\n// The WordPress of ${dir}, for one test run of tests/wordpress/.\n${lines.join('\n')}\n`);

    const php = await startPhpFpm(dir);
    programs.push(php);
    programs.push(
      await startNginx(dir, {
        port,
        root: wordpressDir,
        aliases: { '/wp-content/': `${contentDir}/` },
        phpSocket: php.socket,
        phpParams: { WORDPRESS_CONFIG: configName },
      }),
    );

    // The upload is removed once unpacked, as WordPress removes an uploaded zip.
    const upload = join(dir, 'upload.zip');
    copyFileSync(pluginZip, upload);
    const { stdout } = await promisify(execFile)('php', [
      join(import.meta.dirname, 'install-wordpress.php'),
      configName,
      `127.0.0.1:${port}`,
      upload,
    ]);
    const installed = JSON.parse(stdout.trim().split('\n').at(-1)!) as { version: string; passwords: Record<'admin' | 'avery', string> };

    const phpErrorLog = join(dir, 'php-errors.log');
    return {
      origin,
      version: installed.version,
      admin: { login: 'admin', password: installed.passwords.admin },
      author: { login: 'avery', password: installed.passwords.avery },
      async rest<T>(user: WordPressUser, method: string, route: string, body?: unknown): Promise<T> {
        // Under Plain permalinks the API answers at ?rest_route=, not at /wp-json/.
        const [path, query] = route.split('?');
        const response = await fetch(`${origin}/index.php?rest_route=${path}${query ? `&${query}` : ''}`, {
          method,
          headers: {
            authorization: `Basic ${Buffer.from(`${user.login}:${user.password}`).toString('base64')}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`${method} ${route} as ${user.login}: ${response.status} ${text}`);
        return JSON.parse(text) as T;
      },
      phpErrors: () => (existsSync(phpErrorLog) ? readFileSync(phpErrorLog, 'utf8') : ''),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
