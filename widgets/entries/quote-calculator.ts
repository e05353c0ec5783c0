// Widget entry: registers <okanagan-quote-calculator> (product rules §8.1).
import { QuoteCalculator } from '../../common/calculator/quote-calculator';
import base from '../../common/styles/base.css?inline';
import calculator from '../../common/styles/calculator.css?inline';
import { defineWidget } from '../define-widget';
import { calculatorPrefill } from '../../common/widget-settings/prefill/calculator-prefill';

defineWidget({ tag: 'okanagan-quote-calculator', component: QuoteCalculator, styles: [base, calculator], prefill: calculatorPrefill });
