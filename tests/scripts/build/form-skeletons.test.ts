// @vitest-environment happy-dom
// The hidden Netlify form skeletons (scripts/build/form-skeletons.ts), read the way Netlify reads them.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formSkeletonsFile, formSkeletonsHtml, writeFormSkeletons } from '../../../scripts/build/form-skeletons';
import { formFields, formNames } from '../../../common/contract/form-fields';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'form-skeletons-test-'));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the form skeletons', () => {
  it('declare one hidden Netlify form per form name, with the honeypot', () => {
    const forms = [...parse(formSkeletonsHtml()).querySelectorAll('form')];
    expect(forms.map((form) => form.getAttribute('name'))).toEqual(formNames);
    for (const form of forms) {
      expect(form.getAttribute('data-netlify')).toBe('true');
      expect(form.getAttribute('netlify-honeypot')).toBe('bot-field');
      expect(form.hidden).toBe(true);
      expect(form.getAttribute('method')).toBe('post');
    }
  });

  it('declare exactly the fields the forms post, from form-fields.ts, plus the attribution a widget adds and the bot field', () => {
    const document = parse(formSkeletonsHtml());
    const attribution = ['partner', 'page', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
    for (const formName of formNames) {
      const form = document.querySelector(`form[name="${formName}"]`) as HTMLFormElement;
      const names = [...form.querySelectorAll('input')].map((input) => input.name);
      expect(names).toEqual(['form-name', ...formFields[formName], ...attribution, 'bot-field']);
      expect((form.querySelector('input[name="form-name"]') as HTMLInputElement).value).toBe(formName);
    }
  });

  it('label every input, and keep the page out of search results', () => {
    const document = parse(formSkeletonsHtml());
    for (const input of document.querySelectorAll('input:not([type="hidden"])')) expect(input.closest('label')).not.toBeNull();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('are written into the output directory the build names', async () => {
    const path = await writeFormSkeletons(join(dir, 'dist'));
    expect(path).toBe(join(dir, 'dist', formSkeletonsFile));
    expect(await readFile(path, 'utf8')).toBe(formSkeletonsHtml());
  });
});
