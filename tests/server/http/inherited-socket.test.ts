import { describe, expect, it } from 'vitest';
import { siteListen } from '../../../server/http/inherited-socket';

const pid = 4242;

describe('siteListen', () => {
  it('listens on fd 3 when systemd passed this process one socket, and says HOST and PORT do not apply', () => {
    const env = { LISTEN_FDS: '1', LISTEN_PID: String(pid), LISTEN_FDNAMES: 'okanagan-exterior.socket', HOST: '0.0.0.0' };
    const listen = siteListen('0.0.0.0', 8080, env, pid);
    expect(listen.options).toMatchObject({ fd: 3 });
    expect(listen.inherited).toBe(true);
    expect(listen.options).not.toHaveProperty('port');
    expect(listen.notice).toMatch(/fd 3.*HOST and PORT do not apply/);
  });

  it('unsets the variables, so that a process the server starts does not take the socket for its own', () => {
    const env: NodeJS.ProcessEnv = { LISTEN_FDS: '1', LISTEN_PID: String(pid), LISTEN_FDNAMES: 'okanagan-exterior.socket', HOST: 'x' };
    siteListen('127.0.0.1', 4173, env, pid);
    expect(env).toEqual({ HOST: 'x' });
  });

  it('listens on HOST and PORT when the socket was passed to another process (LISTEN_PID is not its own)', () => {
    const env: NodeJS.ProcessEnv = { LISTEN_FDS: '1', LISTEN_PID: String(pid + 1) };
    expect(siteListen('127.0.0.1', 4173, env, pid)).toEqual({
      options: { host: '127.0.0.1', port: 4173 },
      notice: undefined,
      inherited: false,
    });
    expect(env).toEqual({});
  });

  it('listens on HOST and PORT when systemd passed some other number of sockets', () => {
    expect(siteListen('127.0.0.1', 4173, { LISTEN_FDS: '2', LISTEN_PID: String(pid) }, pid).options).toEqual({
      host: '127.0.0.1',
      port: 4173,
    });
    expect(siteListen('127.0.0.1', 4173, { LISTEN_FDS: '0', LISTEN_PID: String(pid) }, pid).options).toEqual({
      host: '127.0.0.1',
      port: 4173,
    });
  });

  it('listens on HOST and PORT without socket activation', () => {
    expect(siteListen('::1', 0, {}, pid)).toEqual({ options: { host: '::1', port: 0 }, notice: undefined, inherited: false });
  });
});
