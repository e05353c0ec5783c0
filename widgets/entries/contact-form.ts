// Widget entry: registers <okanagan-contact-form>, the form of the site's /contact page (product rules §8.1).
import { ContactForm } from '../../common/contact-form/contact-form';
import base from '../../common/styles/base.css?inline';
import leadForms from '../../common/styles/lead-forms.css?inline';
import { defineWidget } from '../define-widget';
import { contactFormPrefill } from '../../common/widget-settings/prefill/contact-form-prefill';

defineWidget({ tag: 'okanagan-contact-form', component: ContactForm, styles: [base, leadForms], prefill: contactFormPrefill });
