// snippet-builder.html's own script: builds the embed snippet from the form, keeps the preview
// widgets' attributes in step with it (they change live), and copies the snippet.
/* global document, fetch, FormData, getSelection, navigator */
const siteOrigin = '{{SITE_ORIGIN}}';

/** The elements each script registers, with the fallback link each shows until it upgrades. */
const widgets = {
  'quote-calculator': ['okanagan-quote-calculator'],
  'quote-form': ['okanagan-quote-form'],
  'contact-form': ['okanagan-contact-form'],
  all: ['okanagan-quote-calculator', 'okanagan-quote-form', 'okanagan-contact-form'],
};
const fallbackLinks = {
  'okanagan-quote-calculator': ['/quote', 'Get a free quote'],
  'okanagan-quote-form': ['/quote', 'Request a free quote'],
  'okanagan-contact-form': ['/contact', 'Send us a message'],
};

const form = document.getElementById('snippet-form');
const snippet = document.getElementById('snippet');
const preview = document.getElementById('preview');
const copyStatus = document.getElementById('copy-status');
let manifest;
let latestUpdate = 0;

const escapeAttribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The form's choices; the partner id is reduced to letters, digits and dashes. */
function choices() {
  const data = new FormData(form);
  return {
    widget: String(data.get('widget')),
    attributes: [
      [
        'partner',
        String(data.get('partner'))
          .trim()
          .toLowerCase()
          .replace(/[^a-z0-9-]+/g, '-'),
      ],
      ['accent', data.get('use-accent') ? String(data.get('accent')) : ''],
      ['heading-level', data.get('heading-level') === '3' ? '3' : ''],
    ].filter(([, value]) => value),
    pin: data.get('pin') === 'on',
  };
}

/** The script tag: the moving URL, or the content-hashed copy with its integrity hash. */
async function scriptTag(widget, pin) {
  if (!pin) return `<script src="${siteOrigin}/widgets/${widget}.js" defer></script>`;
  manifest ??= await fetch(`${siteOrigin}/widgets/manifest.json`).then((response) => response.json());
  const { file, integrity } = manifest[widget];
  return `<script src="${siteOrigin}/widgets/${file}" integrity="${integrity}" crossorigin="anonymous" defer></script>`;
}

/** The preview holds the chosen widgets; existing ones only get their attributes changed. */
function updatePreview(tags, attributes) {
  for (const element of [...preview.children]) if (!tags.includes(element.localName)) element.remove();
  for (const tag of tags) {
    const element = preview.querySelector(tag) ?? preview.appendChild(document.createElement(tag));
    for (const name of ['partner', 'accent', 'heading-level']) {
      const attribute = attributes.find(([candidate]) => candidate === name);
      if (attribute) element.setAttribute(name, attribute[1]);
      else element.removeAttribute(name);
    }
  }
}

async function update() {
  const update = ++latestUpdate;
  const { widget, attributes, pin } = choices();
  const tags = widgets[widget];
  updatePreview(tags, attributes);
  copyStatus.textContent = '';
  let script;
  try {
    script = await scriptTag(widget, pin);
  } catch {
    script = '<!-- manifest.json could not be loaded: try again, or leave "Pin this exact version" off -->';
  }
  if (update !== latestUpdate) return;
  const attributeText = attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
  const elements = tags.map((tag) => {
    const [path, text] = fallbackLinks[tag];
    return `<${tag}${attributeText}>\n  <a href="${siteOrigin}${path}">${text}</a>\n</${tag}>`;
  });
  snippet.textContent = [script, ...elements].join('\n');
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
