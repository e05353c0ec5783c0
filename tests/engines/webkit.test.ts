// The site and the widgets in WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver).
import { engineSuite } from './engine-suite';
import { launchWebKit } from './webkit-page';

engineSuite('WebKit', launchWebKit);
