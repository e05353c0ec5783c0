// The event log of widgets.html: each okanagan:* event a widget dispatches, newest first, with
// its detail, the way a partner would forward them to its analytics.
/* global document */
const log = document.getElementById('event-log');
const empty = document.getElementById('log-empty');

/** One log entry: the event type, the element that sent it, the time, and the detail as JSON. */
function entry(event) {
  const item = document.createElement('li');
  const type = document.createElement('span');
  type.className = event.type === 'okanagan:error' ? 'demo-log__type demo-log__type--error' : 'demo-log__type';
  type.textContent = event.type;
  const source = document.createElement('code');
  source.textContent = `<${event.target.localName}>`;
  const detail = document.createElement('pre');
  detail.textContent = JSON.stringify(event.detail, null, 2);
  item.append(type, ' from ', source, ` at ${new Date().toLocaleTimeString('en-CA', { hour12: false })}`, detail);
  return item;
}

for (const type of ['okanagan:estimate', 'okanagan:submit', 'okanagan:error']) {
  document.addEventListener(type, (event) => {
    log.prepend(entry(event));
    empty.hidden = true;
  });
}

document.getElementById('clear-log').addEventListener('click', () => {
  log.replaceChildren();
  empty.hidden = false;
});
