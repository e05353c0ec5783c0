// The snippet builder's CSP kit on the page: prints the policy lines the chosen widget needs, with
// what each is for, and checks the partner's current policy against them (logic in csp-kit.js).
/* global document */
import { applyFixes, missingFromPolicies, neededDirectives, parsePolicies, serializePolicy, strictestPolicy } from './csp-kit.js';

const checkForm = document.getElementById('check-form');
const currentPolicy = document.getElementById('current-policy');
const checkResult = document.getElementById('check-result');
let requests = [];
let checked = false;

/** Creates an element with text, or with child nodes. */
function element(tag, ...children) {
  const node = document.createElement(tag);
  node.append(...children);
  return node;
}

const code = (text) => element('code', text);
const block = (text) => Object.assign(element('pre', text), { className: 'demo-snippet', tabIndex: 0 });

/** What each request is for, in the list under the lines. */
function reasons() {
  const items = requests.flatMap(({ directive, url, source, integrity }) => {
    if (directive === 'connect-src') {
      return [[`connect-src ${source}`, `Lets the widget send each request to its form endpoint, ${url}.`]];
    }
    if (directive === 'frame-src') {
      return [[`frame-src ${source}`, `Lets the button open the calculator's page, ${url}, in its dialog on your page.`]];
    }
    const origin = [`script-src ${source}`, `Lets your page load the widget's script, ${url}.`];
    if (!integrity) return [origin];
    const hash = [
      `script-src '${integrity}'`,
      "Or, in place of the origin: this pinned file's hash, which allows that one file. Chromium-based browsers and Firefox 116 " +
        'and later accept a hash for a script file; a browser that does not would block the widget, so the origin is the safe choice.',
    ];
    return [origin, hash];
  });
  return items.flatMap(([line, text]) => [element('dt', code(line)), element('dd', text)]);
}

/** Prints the lines for these widget requests, and checks the pasted policy again if it was checked. */
export function showPolicyKit(widgetRequests) {
  requests = widgetRequests;
  const policy = strictestPolicy(requests);
  document.getElementById('csp-directives').textContent = [...neededDirectives(requests)]
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('\n');
  document.getElementById('csp-reasons').replaceChildren(...reasons());
  document.getElementById('csp-header').textContent = `Content-Security-Policy: ${policy}`;
  document.getElementById('csp-meta').textContent = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
  if (checked) showCheck();
}

/** Why one request is blocked, in a sentence or two. */
function explain({ request, decider, noneOnly, hasSelf, strictDynamic, fix }) {
  const what = {
    'script-src': `the widget's script, ${request.url}`,
    'connect-src': `the widget's requests to ${request.url}`,
    'frame-src': `the calculator's page in the button's dialog, ${request.url}`,
  }[request.directive];
  const sentences = [
    decider === 'default-src'
      ? `Your policy has no ${request.directive}, so default-src decides, and it does not allow ${what}.`
      : `${decider}${decider === 'script-src-elem' ? ', which decides for script tags,' : ''} does not allow ${what}.`,
  ];
  if (noneOnly) sentences.push('It allows nothing at all.');
  else if (strictDynamic) {
    sentences.push(
      fix
        ? "It has 'strict-dynamic', which ignores host sources: add the pinned file's hash."
        : "It has 'strict-dynamic', which ignores host sources: give the widget's script tag your page's nonce (nonce=\"…\"), or pin this exact version above and add its hash.",
    );
  } else if (hasSelf) sentences.push(`'self' is your page's own origin, not ${request.source}.`);
  return sentences.join(' ');
}

function showCheck() {
  const policies = parsePolicies(currentPolicy.value);
  if (policies.length === 0) {
    checkResult.replaceChildren(
      element('p', 'Paste your policy above first. A page without a Content-Security-Policy needs only the snippet.'),
    );
    return;
  }
  const missing = missingFromPolicies(policies, requests);
  if (missing.length === 0) {
    checkResult.replaceChildren(Object.assign(element('p', 'Your policy already allows the widget.'), { className: 'demo-status' }));
    return;
  }
  const numbered = policies.length > 1;
  const items = missing.map((entry) => {
    const { policyIndex, decider, fix } = entry;
    const item = element('li', element('p', numbered ? `In policy ${policyIndex + 1}: ` : '', explain(entry)));
    if (fix) item.append(element('p', decider === 'default-src' ? 'Add:' : 'Change it to:'), block([fix.name, ...fix.sources].join(' ')));
    return item;
  });
  const fixedPolicies = policies.flatMap((directives, index) => {
    const fixes = missing.filter(({ policyIndex, fix }) => policyIndex === index && fix).map(({ fix }) => fix);
    return fixes.length ? [serializePolicy(applyFixes(directives, fixes))] : [];
  });
  checkResult.replaceChildren(
    Object.assign(
      element('p', `Your policy blocks the widget: ${missing.length === 1 ? 'one source is' : `${missing.length} sources are`} missing.`),
      {
        className: 'demo-status demo-status--bad',
      },
    ),
    element('ul', ...items),
    ...(fixedPolicies.length ? [element('p', 'Your policy with these changes:'), block(fixedPolicies.join(',\n'))] : []),
  );
}

checkForm.addEventListener('submit', (event) => {
  event.preventDefault();
  checked = true;
  showCheck();
});
// A result for text that has since changed would mislead: it waits for the next check.
currentPolicy.addEventListener('input', () => {
  checked = false;
  checkResult.replaceChildren();
});
