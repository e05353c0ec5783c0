// The adapter that turns a shared component into a custom element (product rules §8.1, §8.2, §8.4): it registers
// the tag, adopts the styles, renders with the parsed attributes and dispatches the events.
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { LeadFormContext, type LeadFormEvent, type LeadFormSettings } from '../common/lead-forms/lead-form-context';
import { pushToDataLayer } from './data-layer';
import { widgetAttribution } from '../common/contract/host-page-attribution';
import {
  attributeReader,
  parseWidgetAttributes,
  widgetAttributeNames,
  type AttributeReader,
} from '../common/widget-settings/widget-attributes';

// The script's own URL, read while the classic script runs: afterwards document.currentScript is
// null. A script run some other way (bundled, or by a tag manager) has none, and posts to the site.
const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src;

interface WidgetDefinition<P> {
  tag: string;
  component: ComponentType<{ headingLevel?: 2 | 3; prefill?: P }>;
  /** The widget's stylesheets, adopted into its shadow root in this order. */
  styles: string[];
  /** The widget's own attributes, which prefill its choices, and their parser. */
  prefill?: { names: string[]; parse: (reader: AttributeReader) => P };
}

/** Registers `tag` once; a second call, as from a script loaded twice or all.js after another, does nothing. */
export function defineWidget<P>({ tag, component, styles, prefill }: WidgetDefinition<P>): void {
  if (customElements.get(tag)) return;
  // Parsed once, at the first element, and shared by every element with this tag.
  let sheets: CSSStyleSheet[] | undefined;

  class OkanaganWidget extends HTMLElement {
    static observedAttributes = [...widgetAttributeNames, ...(prefill?.names ?? [])];
    #root: ReturnType<typeof createRoot> | undefined;
    // What this element has warned about: a value that cannot be used is reported once.
    #reported = new Set<string>();
    // The accent attribute, as a :host rule: a partner stylesheet rule on the element still wins.
    #theme = new CSSStyleSheet();

    connectedCallback() {
      if (this.#root) return;
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      sheets ??= styles.map((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        return sheet;
      });
      shadow.adoptedStyleSheets = [...sheets, this.#theme];
      let container = shadow.firstElementChild;
      if (!container) {
        container = document.createElement('div');
        container.className = 'oq-root';
        shadow.append(container);
      }
      this.#root = createRoot(container);
      this.#render();
    }

    attributeChangedCallback() {
      if (this.#root) this.#render();
    }

    disconnectedCallback() {
      // Moving the element is a removal and an insertion in one task: keep what the visitor typed.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        this.#root.unmount();
        this.#root = undefined;
      });
    }

    #render() {
      const reader = attributeReader(this, this.#reported);
      const { endpoint, attribution, headingLevel, accent, dataLayer } = parseWidgetAttributes(
        reader,
        scriptUrl,
        import.meta.env.SITE_ORIGIN,
      );
      this.#theme.replaceSync(accent ? `:host{--oq-accent:${accent}}` : '');
      const settings: LeadFormSettings = {
        endpoint,
        // Read at each submit: a single-page host may have moved to another URL since this render.
        get attribution() {
          return widgetAttribution(attribution, location);
        },
        onEvent: (event: LeadFormEvent) => {
          this.dispatchEvent(new CustomEvent(`okanagan:${event.type}`, { bubbles: true, composed: true, detail: event.detail }));
          if (event.type !== 'submit' || !dataLayer) return;
          const { formName: form, value } = event.detail;
          const worth = value === undefined ? {} : { value, currency: 'CAD' as const };
          pushToDataLayer(dataLayer, { event: 'generate_lead', form, partner: attribution.partner, ...worth });
        },
      };
      const props = { headingLevel, prefill: prefill?.parse(reader) };
      this.#root?.render(createElement(LeadFormContext.Provider, { value: settings }, createElement(component, props)));
    }
  }

  customElements.define(tag, OkanaganWidget);
}
