import { afterEach, describe, expect, it } from 'vitest';
import { widgetScriptUrl } from '../../widgets/widget-script-url';

afterEach(() => document.head.replaceChildren());

function addScript(src: string) {
  const script = document.createElement('script');
  script.setAttribute('src', src);
  // Not run: only its src matters here.
  script.type = 'text/plain';
  document.head.append(script);
}

describe('widgetScriptUrl', () => {
  it('finds the widget script among the page scripts when there is no current script', () => {
    addScript('https://cdn.partner.example/jquery.js');
    addScript('https://site.example.com/widgets/quote-form.js');
    addScript('https://cdn.partner.example/analytics.js');
    expect(widgetScriptUrl()).toBe('https://site.example.com/widgets/quote-form.js');
  });

  it('recognises a pinned, content-hashed copy', () => {
    addScript('https://site.example.com/widgets/all.0123abcdef.js');
    expect(widgetScriptUrl()).toBe('https://site.example.com/widgets/all.0123abcdef.js');
  });

  it('falls back to the page itself when no widget script is on it', () => {
    addScript('https://cdn.partner.example/widgets-library.js');
    expect(widgetScriptUrl()).toBe(document.location.href);
  });
});
