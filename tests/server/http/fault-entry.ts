// The server as `npm run serve` starts it, which meets a fault no part of it catches on SIGUSR2, thrown from a timer or
// (FAULT=rejection) a promise nobody awaits: for the last-resort test.
import { readConfig } from '../../../server/http/config';
import { exitOnStartError, runServer } from '../../../server/http/run-server';

process.on('SIGUSR2', () =>
  setImmediate(() => {
    if (process.env.FAULT === 'rejection') void Promise.reject(new Error('A fault nobody caught'));
    else throw new Error('A fault nobody caught');
  }),
);
runServer(readConfig()).catch(exitOnStartError);
