// Widget entry: registers <okanagan-quote-calculator> (DECISIONS D5).
import { QuoteCalculator } from '../calculator/quote-calculator';
import base from '../styles/base.css?inline';
import calculator from '../styles/calculator.css?inline';
import { defineWidget } from './define-widget';

defineWidget({ tag: 'okanagan-quote-calculator', component: QuoteCalculator, styles: [base, calculator] });
