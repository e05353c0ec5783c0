import { expect, test } from './fixtures';
import { HtmlValidate } from 'html-validate';
import { readFileSync } from 'node:fs';
import { sitePaths, unknownPath } from './site-test-helpers';

const validator = new HtmlValidate(JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')));

test.describe('the built HTML (html-validate)', () => {
  for (const path of [...sitePaths, unknownPath]) {
    test(`${path} is valid`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const report = await validator.validateString(html, `${path}.html`);
      const findings = report.results
        .flatMap((result) => result.messages)
        .map((message) => `${message.ruleId} at ${message.selector}: ${message.message}`);
      expect(findings).toEqual([]);
    });
  }
});
