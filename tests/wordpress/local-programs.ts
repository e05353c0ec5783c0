// The programs a WordPress site runs on, each started on this machine for one test run with its files in a
// temporary folder: MariaDB on a socket, PHP-FPM on a socket and nginx on a loopback port, all stopped at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';

/** A program started by the test, with what it printed so far. */
export interface Program {
  name: string;
  output(): string;
  /** Stops it with SIGTERM, then SIGKILL after 10 seconds; resolves once it has exited. */
  stop(): Promise<void>;
}

const isRoot = userInfo().uid === 0;

/** Debian's PHP-FPM, named after its PHP version (/usr/sbin/php-fpm8.2). */
export function phpFpmPath(): string | undefined {
  const name = existsSync('/usr/sbin') ? readdirSync('/usr/sbin').find((file) => /^php-fpm\d+\.\d+$/.test(file)) : undefined;
  return name && join('/usr/sbin', name);
}

/** Runs `command` until stopped; fails when it exits before `ready` says it is up within 30 seconds. */
async function startProgram(name: string, command: string, args: string[], ready: () => boolean): Promise<Program> {
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const program: Program = {
    name,
    output: () => output,
    async stop() {
      if (!running) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
  const deadline = performance.now() + 30_000;
  while (!ready()) {
    if (!running) throw new Error(`${name} exited before it was ready:\n${output}`);
    if (performance.now() > deadline) {
      await program.stop();
      throw new Error(`${name} was not ready within 30 seconds:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return program;
}

/** A MariaDB server on a fresh data folder in `dir`, reached only through its socket (`dir`/mysqld.sock). */
export async function startMariaDb(dir: string): Promise<Program & { socket: string }> {
  const socket = join(dir, 'mysqld.sock');
  const dataDir = join(dir, 'mysql');
  const asUser = isRoot ? ['--user=root'] : [];
  await new Promise<void>((resolve, reject) => {
    const install = spawn(
      'mariadb-install-db',
      ['--no-defaults', `--datadir=${dataDir}`, ...asUser, '--auth-root-authentication-method=socket', '--skip-test-db'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    install.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    install.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    install.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`mariadb-install-db failed (${code}):\n${output}`))));
  });
  const server = await startProgram(
    'MariaDB',
    'mariadbd',
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      `--pid-file=${join(dir, 'mysqld.pid')}`,
      '--skip-networking',
      '--skip-log-bin',
      '--innodb-buffer-pool-size=16M',
      ...asUser,
    ],
    () => existsSync(socket),
  );
  return { ...server, socket };
}

/** PHP-FPM with one pool on `dir`/php-fpm.sock, logging PHP's errors to `dir`/php-errors.log. */
export async function startPhpFpm(dir: string): Promise<Program & { socket: string }> {
  const socket = join(dir, 'php-fpm.sock');
  const config = join(dir, 'php-fpm.conf');
  writeFileSync(
    config,
    [
      '[global]',
      `pid = ${join(dir, 'php-fpm.pid')}`,
      `error_log = ${join(dir, 'php-fpm.log')}`,
      'daemonize = no',
      '[wordpress]',
      `listen = ${socket}`,
      ...(isRoot ? ['user = root', 'group = root'] : []),
      'pm = static',
      'pm.max_children = 4',
      'catch_workers_output = yes',
      'php_admin_flag[log_errors] = on',
      `php_admin_value[error_log] = ${join(dir, 'php-errors.log')}`,
      '',
    ].join('\n'),
  );
  const fpm = phpFpmPath();
  if (!fpm) throw new Error('PHP-FPM is not installed: apt-get install php-fpm');
  const server = await startProgram('PHP-FPM', fpm, ['--nodaemonize', '--fpm-config', config, ...(isRoot ? ['-R'] : [])], () =>
    existsSync(socket),
  );
  return { ...server, socket };
}

export interface NginxSite {
  port: number;
  /** The folder served at /, whose .php files PHP-FPM runs. */
  root: string;
  /** Folders served as they are at a path, such as /wp-content/. */
  aliases: Record<string, string>;
  phpSocket: string;
  /** FastCGI parameters added to every PHP request. */
  phpParams: Record<string, string>;
}

/** nginx serving `site` on 127.0.0.1, as a WordPress site is served: unknown paths go to index.php. */
export async function startNginx(dir: string, site: NginxSite): Promise<Program> {
  const config = join(dir, 'nginx.conf');
  const aliases = Object.entries(site.aliases).map(([path, folder]) => `    location ^~ ${path} { alias ${folder}; }`);
  const params = Object.entries(site.phpParams).map(([name, value]) => `      fastcgi_param ${name} "${value}";`);
  writeFileSync(
    config,
    `${isRoot ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  proxy_temp_path ${dir}/nginx-proxy;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  server {
    listen 127.0.0.1:${site.port};
    root ${site.root};
    index index.php;
${aliases.join('\n')}
    location / { try_files $uri $uri/ /index.php?$args; }
    location ~ \\.php$ {
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      # Debian's nginx passes the host without its port, which WordPress needs to match its site address.
      fastcgi_param HTTP_HOST $host:$server_port;
${params.join('\n')}
      fastcgi_pass unix:${site.phpSocket};
    }
  }
}
`,
  );
  const pid = join(dir, 'nginx.pid');
  return startProgram('nginx', 'nginx', ['-e', join(dir, 'nginx-error.log'), '-p', dir, '-c', config], () => existsSync(pid));
}
