import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyClicks } from '../../site/page-loader';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A page with a root holding two scripted buttons (one with an icon in it) and a submit button, and a button outside it. */
function page() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="tab"><svg><path /></svg>Membership</button>
      <button type="button" id="calculate">Calculate</button>
      <form><button id="submit">Send</button></form>
    </div>
    <button type="button" id="outside">Elsewhere</button>`;
  const byId = (id: string) => document.getElementById(id) as HTMLButtonElement;
  return { root: byId('root'), tab: byId('tab'), calculate: byId('calculate'), submit: byId('submit'), outside: byId('outside') };
}

describe('keepEarlyClicks', () => {
  it('keeps the scripted buttons pressed in the root, each once, in the order of its last press', () => {
    const { root, tab, calculate, submit, outside } = page();
    const takeEarlyClicks = keepEarlyClicks(root);
    calculate.click();
    tab.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    submit.addEventListener('click', (event) => event.preventDefault());
    submit.click();
    outside.click();
    calculate.click();
    expect(takeEarlyClicks()).toEqual([tab, calculate]);
  });

  it('stops keeping them once they are taken', () => {
    const { root, tab, calculate } = page();
    const takeEarlyClicks = keepEarlyClicks(root);
    tab.click();
    expect(takeEarlyClicks()).toEqual([tab]);
    calculate.click();
    expect(takeEarlyClicks()).toEqual([tab]);
  });
});
