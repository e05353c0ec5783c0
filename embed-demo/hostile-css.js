// hostile-css.html's own script: the cookie notice's Dismiss button. It removes the notice,
// because hostile.css shows even [hidden] elements.
/* global document */
document.getElementById('dismiss-banner').addEventListener('click', (event) => event.currentTarget.parentElement.remove());
