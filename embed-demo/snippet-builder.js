// snippet-builder.html's own script: builds the embed snippet from the form, keeps the preview
// widgets' attributes in step with it (they change live), copies the snippet, and feeds the CSP kit.
/* global document, fetch, FormData, getSelection, navigator, URL, URLSearchParams */
import { widgetRequests } from './csp-kit.js';
import { showPolicyKit } from './csp-kit-view.js';

const siteOrigin = '{{SITE_ORIGIN}}';
const calculator = 'okanagan-quote-calculator';
const button = 'okanagan-quote-button';
const forms = [calculator, 'okanagan-quote-form', 'okanagan-contact-form'];
/** The tags that show the calculator: itself, and the button that opens it in a dialog. */
const withCalculator = [calculator, button];

/** The elements each script registers, with the fallback link each shows until it upgrades. */
const widgets = {
  'quote-calculator': [calculator],
  'quote-form': ['okanagan-quote-form'],
  'contact-form': ['okanagan-contact-form'],
  all: forms,
  'quote-button': [button],
};
/**
 * The fallback each element holds: a link to its embed page (common/contract/embed-pages.ts) carrying the partner,
 * so that a visitor whose browser never runs the script still sends a credited lead. The button's is the link
 * alone, whose text the button takes.
 */
const fallbackLinks = {
  'okanagan-quote-calculator': ['/embed/quote-calculator', 'Get a free quote'],
  'okanagan-quote-form': ['/embed/quote-form', 'Request a free quote'],
  'okanagan-contact-form': ['/embed/contact-form', 'Send us a message'],
  'okanagan-quote-button': ['/embed/quote-calculator', 'Get a free quote'],
};
/** The builder's attributes an embed page also reads from its query. */
const embedQueryAttributes = ['partner', 'accent', 'heading-level', 'tab'];
/** The attributes the preview follows: all but the endpoint, so trying the preview sends nothing to the partner. */
const previewAttributes = ['partner', 'accent', 'heading-level', 'tab', 'data-layer'];

const form = document.getElementById('snippet-form');
const snippet = document.getElementById('snippet');
const preview = document.getElementById('preview');
const copyStatus = document.getElementById('copy-status');
let manifest;
let latestUpdate = 0;

const escapeAttribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** localhost, 127.0.0.0/8 and [::1], as the widget tells them (common/widget-settings/widget-attributes.ts). */
const isLoopback = (hostname) => /^(localhost|127(\.\d+){3}|\[::1\])$/.test(hostname);

/** The endpoint as the widget accepts it: an https: URL, or http: on a loopback host. */
function readEndpoint(text) {
  if (!text.trim()) return {};
  let url;
  try {
    url = new URL(text.trim());
  } catch {
    return { error: 'Type the whole address, starting with https://.' };
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname))) return { url: url.href };
  if (url.protocol === 'http:')
    return { error: 'Use https://: a plain http:// address works only on a loopback address such as localhost.' };
  return { error: 'A form endpoint starts with https://.' };
}

/** The data-layer attribute: absent, empty for the default dataLayer, or the array's name. */
function readDataLayer(data) {
  if (!data.get('data-layer')) return {};
  const name = String(data.get('data-layer-name') ?? '').trim();
  if (name && !/^[A-Za-z_$][\w$]*$/.test(name)) {
    return { value: '', error: 'A name is letters, digits, _ or $, not starting with a digit, such as dataLayer.' };
  }
  return { value: name === 'dataLayer' ? '' : name };
}

function showError(id, message) {
  const element = document.getElementById(`${id}-error`);
  element.textContent = message ? `${message} Until then, the snippet leaves it out.` : '';
  element.hidden = !message;
  document.getElementById(id === 'data-layer' ? 'data-layer-name' : id).setAttribute('aria-invalid', String(Boolean(message)));
}

/**
 * The form's choices. Each attribute is [name, value, only on these tags]: no value leaves it out,
 * an empty one writes it bare. The partner id is reduced to letters, digits and dashes. The button
 * posts nothing itself, so it takes no endpoint or data layer.
 */
function choices() {
  const data = new FormData(form);
  const widget = String(data.get('widget'));
  const endpoint = readEndpoint(String(data.get('endpoint')));
  const dataLayer = readDataLayer(data);
  showError('endpoint', endpoint.error);
  showError('data-layer', dataLayer.error);
  const partner = String(data.get('partner'))
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  return {
    widget,
    endpoint: endpoint.url,
    attributes: [
      ['partner', partner || undefined],
      ['accent', data.get('use-accent') ? String(data.get('accent')) : undefined],
      ['heading-level', data.get('heading-level') === '3' ? '3' : undefined],
      ['tab', data.get('tab') || undefined, withCalculator],
      ['data-layer', dataLayer.value, forms],
      ['endpoint', endpoint.url, forms],
    ].filter(([, value]) => value !== undefined),
    pin: data.get('pin') === 'on',
  };
}

/** The script's URL: the moving one, or the content-hashed copy with its integrity hash. */
async function widgetScript(widget, pin) {
  if (!pin) return { url: `${siteOrigin}/widgets/${widget}.js` };
  manifest ??= await fetch(`${siteOrigin}/widgets/manifest.json`).then((response) => response.json());
  const { file, integrity } = manifest[widget];
  return { url: `${siteOrigin}/widgets/${file}`, integrity };
}

const attributesFor = (tag, attributes) => attributes.filter(([, , only]) => !only || only.includes(tag));

/** The preview holds the chosen widgets; existing ones only get their attributes changed. */
function updatePreview(tags, attributes) {
  for (const element of [...preview.children]) if (!tags.includes(element.localName)) element.remove();
  for (const tag of tags) {
    const element = preview.querySelector(tag) ?? preview.appendChild(document.createElement(tag));
    const own = attributesFor(tag, attributes);
    for (const name of previewAttributes) {
      const attribute = own.find(([candidate]) => candidate === name);
      if (attribute) element.setAttribute(name, attribute[1]);
      else element.removeAttribute(name);
    }
  }
}

async function update() {
  const update = ++latestUpdate;
  const { widget, endpoint, attributes, pin } = choices();
  const tags = widgets[widget];
  document.getElementById('tab-field').hidden = !tags.some((tag) => withCalculator.includes(tag));
  for (const id of ['endpoint-field', 'analytics-field']) document.getElementById(id).hidden = tags.includes(button);
  document.getElementById('data-layer-name').disabled = !document.getElementById('data-layer').checked;
  updatePreview(tags, attributes);
  copyStatus.textContent = '';
  let script;
  let scriptTag;
  try {
    script = await widgetScript(widget, pin);
    scriptTag = script.integrity
      ? `<script src="${script.url}" integrity="${script.integrity}" crossorigin="anonymous" defer></script>`
      : `<script src="${script.url}" defer></script>`;
  } catch {
    script = { url: `${siteOrigin}/widgets/${widget}.js` };
    scriptTag = '<!-- manifest.json could not be loaded: try again, or leave "Pin this exact version" off -->';
  }
  if (update !== latestUpdate) return;
  const elements = tags.map((tag) => {
    const attributeText = attributesFor(tag, attributes)
      .map(([name, value]) => (value ? ` ${name}="${escapeAttribute(value)}"` : ` ${name}`))
      .join('');
    const [path, text] = fallbackLinks[tag];
    const query = new URLSearchParams(
      attributesFor(tag, attributes)
        .filter(([name, value]) => value && embedQueryAttributes.includes(name))
        .map(([name, value]) => [name, value]),
    );
    const href = escapeAttribute(`${siteOrigin}${path}${query.size ? `?${query}` : ''}`);
    const link = `<a href="${href}">${text}</a>`;
    return `<${tag}${attributeText}>\n  ${tag === button ? link : `<p>${link}</p>`}\n</${tag}>`;
  });
  // In a block of its own, which keeps the fallback link in the page's content column with no inline style.
  const indented = elements.map((element) => element.replace(/^/gm, '  '));
  snippet.textContent = [scriptTag, '<div>', ...indented, '</div>'].join('\n');
  const requests = tags.includes(button)
    ? { frameUrl: `${siteOrigin}${fallbackLinks[button][0]}` }
    : { endpoint: endpoint ?? `${siteOrigin}/` };
  showPolicyKit(widgetRequests({ scriptUrl: script.url, integrity: script.integrity, ...requests }));
}

form.addEventListener('input', update);
form.addEventListener('change', update);
form.addEventListener('submit', (event) => event.preventDefault());

document.getElementById('copy').addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(snippet.textContent);
    copyStatus.textContent = 'Copied. Paste it where the widget should appear.';
  } catch {
    getSelection().selectAllChildren(snippet);
    copyStatus.textContent = 'Selected: press Ctrl+C (or ⌘C) to copy.';
  }
});

update();
