import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';

describe('readConfig', () => {
  it('serves on 127.0.0.1:4173 with the demo on the next port by default', () => {
    expect(readConfig({})).toMatchObject({ host: '127.0.0.1', port: 4173, demoPort: 4174 });
  });

  it('takes PORT, HOST and DEMO_PORT from the environment', () => {
    expect(readConfig({ PORT: '8080', HOST: '0.0.0.0', DEMO_PORT: '9090' })).toMatchObject({ host: '0.0.0.0', port: 8080, demoPort: 9090 });
  });

  it('names the variable in its error for a bad port', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number from 0 to 65535, not "eighty".');
    expect(() => readConfig({ PORT: '70000' })).toThrow('PORT must be');
  });

  it('refuses a demo port equal to the site port', () => {
    expect(() => readConfig({ PORT: '5000', DEMO_PORT: '5000' })).toThrow('DEMO_PORT must differ from PORT.');
  });
});
