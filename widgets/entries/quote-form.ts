// Widget entry: registers <okanagan-quote-form>, the form of the site's /quote page (product rules §8.1).
import { QuoteForm } from '../../common/quote-form/quote-form';
import base from '../../common/styles/base.css?inline';
import leadForms from '../../common/styles/lead-forms.css?inline';
import { defineWidget } from '../define-widget';
import { quoteFormPrefill } from '../../common/widget-settings/prefill/quote-form-prefill';

defineWidget({ tag: 'okanagan-quote-form', component: QuoteForm, styles: [base, leadForms], prefill: quoteFormPrefill });
