// Hidden static form skeletons, so Netlify Forms knows every form and field (product rules §3.3, §9.2).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { business } from '../../common/content/business';
import { attributionFields, botField, formFields, formNameField, formNames, type FormName } from '../../common/contract/form-fields';

/** The file the skeletons are written to, in the build's root; the name Netlify's own guides use. */
export const formSkeletonsFile = '__forms.html';

function skeleton(formName: FormName): string {
  const fields = [...formFields[formName], ...attributionFields, botField];
  const inputs = fields.map((field) => `      <label>${field} <input type="text" name="${field}" /></label>`);
  return [
    `    <form name="${formName}" method="post" action="/" data-netlify="true" netlify-honeypot="${botField}" hidden>`,
    `      <input type="hidden" name="${formNameField}" value="${formName}" />`,
    ...inputs,
    '      <button type="submit">Send</button>',
    '    </form>',
  ].join('\n');
}

/**
 * The page of skeletons: one hidden form per form name, declaring every field the site and
 * the widgets post (from form-fields.ts, as the server checks them), the attribution fields a
 * widget adds (partner, page, utm_*), and the honeypot. Netlify reads it at deploy time; visitors never see it.
 */
export function formSkeletonsHtml(): string {
  return `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="utf-8" />
    <meta name="robots" content="noindex" />
    <title>Form definitions | ${business.name}</title>
  </head>
  <body>
${formNames.map(skeleton).join('\n')}
  </body>
</html>
`;
}

/** Writes the skeletons into `outDir` (the build's root, e.g. dist/); returns the file's path. */
export async function writeFormSkeletons(outDir: string): Promise<string> {
  const path = join(outDir, formSkeletonsFile);
  await mkdir(outDir, { recursive: true });
  await writeFile(path, formSkeletonsHtml());
  return path;
}
