// The site and the widgets in Firefox (firefox-esr over WebDriver BiDi).
import { engineSuite } from './engine-suite';
import { launchFirefox } from './firefox-page';

engineSuite('Firefox', launchFirefox);
