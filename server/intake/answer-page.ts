// The small HTML page a form post without scripts (a plain HTML form) gets as its answer.
import { business, phone } from '../../common/content/business';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A complete page with a heading, one message, and the ways back: the home page and the phone. */
export function answerPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(title)}</h1>
      <p>${escapeHtml(message)}</p>
      <p><a href="/">Back to ${escapeHtml(business.name)}</a> or call <a href="${phone.href}">${escapeHtml(phone.display)}</a>.</p>
    </main>
  </body>
</html>
`;
}
