// Widget entry: registers <okanagan-quote-calculator> (DECISIONS D5).
import { QuoteCalculator } from '../calculator/quote-calculator';
import styles from '../styles/widgets.css?inline';
import { defineWidget } from './define-widget';

defineWidget({ tag: 'okanagan-quote-calculator', component: QuoteCalculator, styles });
