// The layout's import rules (eslint.config.js), run on one-line files placed where each rule applies:
// a rule whose pattern stopped matching would otherwise pass lint in silence.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The no-restricted-imports messages for `code` as if it were the file at `filePath`. */
async function restrictions(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

// Each test starts the linter itself, which takes seconds on a busy machine.
describe('import boundaries', { timeout: 60_000 }, () => {
  it('keeps the form contract free of every other import', async () => {
    expect(await restrictions('common/contract/probe.ts', "import { phone } from '../content/business';")).toHaveLength(1);
    expect(await restrictions('common/contract/probe.ts', "import { useState } from 'react';")).toHaveLength(1);
    expect(await restrictions('common/contract/probe.ts', "import { leadForms } from './form-fields';")).toEqual([]);
  });

  it('lets the server import only the form contract and the business facts', async () => {
    expect(await restrictions('server/http/probe.ts', "import { leadForms } from '../../common/contract/form-fields';")).toEqual([]);
    expect(await restrictions('server/http/probe.ts', "import { phone } from '../../common/content/business';")).toEqual([]);
    for (const source of [
      '../../common/pricing/one-time-estimate',
      '../../common/content/service-names',
      '../../site/routes',
      '../../widgets/react-deps',
    ]) {
      expect(await restrictions('server/http/probe.ts', `import * as probe from '${source}'; void probe;`), source).toHaveLength(1);
    }
  });

  it('keeps common/ from the site, the widgets, wouter and react-dom', async () => {
    for (const source of ['../../site/routes', '../../widgets/react-deps', 'wouter', 'react-dom', 'react-dom/client', 'react-dom/server']) {
      expect(await restrictions('common/ui/probe.tsx', `import * as probe from '${source}'; void probe;`), source).toHaveLength(1);
    }
    expect(await restrictions('common/ui/probe.tsx', "import { useState } from 'react';")).toEqual([]);
  });

  it('keeps server code out of the build, the size report, the benchmarks and the Vite configs', async () => {
    for (const filePath of ['scripts/build/probe.ts', 'scripts/size/probe.ts', 'scripts/bench/probe.ts', 'vite.probe.config.ts']) {
      const server = filePath.startsWith('scripts/') ? '../../server/http/config' : './server/http/config';
      const serving = filePath.startsWith('scripts/') ? '../../serving/dist-dir' : './serving/dist-dir';
      expect(await restrictions(filePath, `import * as probe from '${server}'; void probe;`), filePath).toHaveLength(1);
      expect(await restrictions(filePath, `import * as probe from '${serving}'; void probe;`), filePath).toEqual([]);
    }
    // The leads CLI is the server's own tool.
    expect(await restrictions('scripts/leads/probe.ts', "import * as probe from '../../server/http/config'; void probe;")).toEqual([]);
  });

  it('lets serving/, shared by the build and the server, import only the form contract and the business facts', async () => {
    for (const source of [
      '../server/http/config',
      '../scripts/build/prerender',
      '../site/routes',
      '../common/pricing/one-time-estimate',
      'react',
    ]) {
      expect(await restrictions('serving/probe.ts', `import * as probe from '${source}'; void probe;`), source).toHaveLength(1);
    }
    expect(await restrictions('serving/probe.ts', "import { business } from '../common/content/business';")).toEqual([]);
    expect(await restrictions('server/http/probe.ts', "import * as probe from '../../serving/site-origin'; void probe;")).toEqual([]);
  });

  it('lets only the widget adapter and the site start create roots', async () => {
    const createRoot = "import { createRoot } from 'react-dom/client';";
    expect(await restrictions('widgets/define-widget.ts', createRoot)).toEqual([]);
    expect(await restrictions('site/start.tsx', createRoot)).toEqual([]);
    expect(await restrictions('site/main.tsx', createRoot)).toHaveLength(1);
    expect(await restrictions('site/pages/probe.tsx', createRoot)).toHaveLength(1);
    expect(await restrictions('server/http/probe.ts', createRoot)).toHaveLength(1);
  });
});

describe('the common language of the shared components', () => {
  /** The no-restricted-syntax messages for a component `body` as if it were in common/. */
  async function syntaxRestrictions(body: string): Promise<string[]> {
    const [result] = await eslint.lintText(`export const Probe = (set: (value: unknown) => void) => ${body};\n`, {
      filePath: 'common/ui/probe.tsx',
    });
    return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
  }

  it('binds typed text with onInput, which Preact fires on every keystroke as React does, not onChange', async () => {
    expect(await syntaxRestrictions('<input value="" onChange={set} />')).toHaveLength(1);
    expect(await syntaxRestrictions('<input type="number" value="" onChange={set} />')).toHaveLength(1);
    expect(await syntaxRestrictions('<textarea value="" onChange={set} />')).toHaveLength(1);
    expect(await syntaxRestrictions('<input value="" onInput={set} />')).toEqual([]);
  });

  it('keeps onChange for check boxes, radios and selects, where both fire it on change', async () => {
    expect(await syntaxRestrictions('<input type="checkbox" checked onChange={set} />')).toEqual([]);
    expect(await syntaxRestrictions('<input type="radio" checked onChange={set} />')).toEqual([]);
    expect(await syntaxRestrictions('<select value="" onChange={set} />')).toEqual([]);
  });
});

describe('no Intl in what the browser runs', () => {
  /** The Intl messages for `code` as if it were the file at `filePath`. */
  async function intlRestrictions(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\n`, { filePath });
    return result.messages
      .filter((message) => message.ruleId === 'no-restricted-properties' || message.ruleId === 'no-restricted-globals')
      .map((message) => message.message);
  }

  it.each(['common/pricing/probe.ts', 'site/home/probe.tsx', 'widgets/probe.ts'])('refuses locale formatting in %s', async (filePath) => {
    expect(await intlRestrictions(filePath, "export const a = (1000).toLocaleString('en-CA');")).toHaveLength(1);
    expect(await intlRestrictions(filePath, "export const b = new Date().toLocaleDateString('en-CA');")).toHaveLength(1);
    expect(await intlRestrictions(filePath, "export const c = new Intl.NumberFormat('en-CA');")).toHaveLength(1);
    expect(await intlRestrictions(filePath, "export const d = 'a'.localeCompare('b');")).toHaveLength(1);
  });

  it('leaves the server and the scripts free to use it', async () => {
    expect(await intlRestrictions('scripts/leads/probe.ts', "export const a = (1000).toLocaleString('en-CA');")).toEqual([]);
  });
});
