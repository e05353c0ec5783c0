// strict-csp.html's own script (the policy allows no inline ones): it counts the Content-Security-
// Policy violations the page reports, which must stay at none, and shows the policy in force.
/* global document, fetch, location */
const status = document.getElementById('csp-status');
let violations = 0;

document.addEventListener('securitypolicyviolation', (event) => {
  violations += 1;
  status.className = 'demo-status demo-status--bad';
  status.textContent = `${violations} CSP ${violations === 1 ? 'violation' : 'violations'} reported; the last: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`;
});

fetch(location.href, { method: 'HEAD' }).then((response) => {
  document.getElementById('csp-policy').textContent = response.headers.get('content-security-policy')?.split('; ').join(';\n') ?? '(none)';
});
