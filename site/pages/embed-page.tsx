// A widget alone (/embed/:widget), for a partner's link, QR code or iframe (product rules §8.5): the site's own
// calculator or form, prerendered and hydrated, with the element's attributes taken from the query and the lead
// credited to the partner as a widget's lead is.
import '../../common/styles/base.css';
import '../../common/styles/calculator.css';
import '../../common/styles/lead-forms.css';
import '../styles/embed.css';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { QuoteCalculator } from '../../common/calculator/quote-calculator';
import { ContactForm } from '../../common/contact-form/contact-form';
import { embedWidgets, type EmbedWidget } from '../../common/contract/embed-pages';
import { business } from '../../common/content/business';
import { LeadFormContext, type LeadFormSettings } from '../../common/lead-forms/lead-form-context';
import { QuoteForm } from '../../common/quote-form/quote-form';
import { keepDialogsInView } from '../embed/dialog-in-view';
import { tellParentTheHeight } from '../embed/embed-height';
import { useEmbedReady } from '../embed/embed-ready';
import { passEscapeToParent } from '../embed/pass-escape-to-parent';
import { defaultEmbedSettings, embedPageAttribution, readEmbedSettings, type EmbedPrefill } from '../embed/embed-settings';
import type { PageProps } from '../routing/page-modules';

type WidgetComponent = ComponentType<{ headingLevel?: 2 | 3; prefill?: EmbedPrefill }>;

const components: Record<EmbedWidget, WidgetComponent> = {
  'quote-calculator': QuoteCalculator as WidgetComponent,
  'quote-form': QuoteForm as WidgetComponent,
  'contact-form': ContactForm as WidgetComponent,
};

/** The line under the widget: whose it is, opening the site in a new tab, never inside the frame. */
function Credit() {
  return (
    <p className="embed-credit">
      By{' '}
      <a href="/" target="_blank" rel="noopener">
        {business.name}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      , exterior cleaning in Kelowna and the Okanagan Valley
    </p>
  );
}

function EmbeddedWidget({ widget }: { widget: EmbedWidget }) {
  const Widget = components[widget];
  const content = useRef<HTMLDivElement>(null);
  // Prerendered with the widget's defaults; the query is read once hydrated, as an element reads its attributes
  // once upgraded, so the server's HTML and the first render agree.
  const [settings, setSettings] = useState(defaultEmbedSettings);
  useEffect(() => setSettings(readEmbedSettings(widget, location.search)), [widget]);
  const ready = useEmbedReady();
  useEffect(() => {
    if (settings !== defaultEmbedSettings) ready();
  }, [settings, ready]);
  useEffect(() => tellParentTheHeight(widget, content.current!), [widget]);
  useEffect(() => keepDialogsInView(), []);
  useEffect(() => passEscapeToParent(), []);
  // The accent on the root, where the derived shades (--oq-accent-strong, --oq-accent-soft) are computed from it.
  useEffect(() => {
    if (!settings.accent) return;
    document.documentElement.style.setProperty('--oq-accent', settings.accent);
    return () => {
      document.documentElement.style.removeProperty('--oq-accent');
    };
  }, [settings.accent]);
  const { attribution } = settings;
  const leadSettings = useMemo<LeadFormSettings>(
    () => ({
      endpoint: '/',
      // Read at each submit, as a widget reads its host page's address.
      get attribution() {
        return embedPageAttribution(attribution);
      },
    }),
    [attribution],
  );
  return (
    <div className="embed-page" ref={content}>
      <h1 className="visually-hidden">{business.name}</h1>
      <LeadFormContext.Provider value={leadSettings}>
        <Widget headingLevel={settings.headingLevel} prefill={settings.prefill} />
      </LeadFormContext.Provider>
      <Credit />
    </div>
  );
}

/** The embed page of `params.widget`; for a name that is no widget, a note and the way to the site. */
export default function EmbedPage({ params }: PageProps) {
  const widget = embedWidgets.find((name) => name === params.widget);
  const ready = useEmbedReady();
  useEffect(() => {
    if (!widget) ready();
  }, [widget, ready]);
  if (widget) return <EmbeddedWidget widget={widget} />;
  return (
    <div className="embed-page embed-page--missing">
      <h1>This form is not here</h1>
      <p>
        The link may be mistyped or out of date. You can still{' '}
        <a href="/quote" target="_blank" rel="noopener">
          get a free quote
        </a>{' '}
        on our site.
      </p>
      <Credit />
    </div>
  );
}
