// Widget entry: registers all three widgets from one script, sharing one Preact, one copy of
// the shared components and one base stylesheet between them (product rules §8.1).
import './quote-calculator';
import './quote-form';
import './contact-form';
