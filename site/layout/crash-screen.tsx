// The full-page screen shown after a rendering failure (product rules §2.2).
import { business, phone } from '../../common/content/business';

/** 'Oops! Something went wrong', with a reload and a plain link home (a full page load, so nothing broken carries over). */
export function CrashScreen() {
  return (
    <main className="crash-screen" id="main">
      <div className="crash-screen__card">
        <p className="crash-screen__brand">{business.name}</p>
        <h1>Oops! Something went wrong</h1>
        <p>
          Sorry, this page could not be shown. Refreshing usually fixes it. If it keeps happening, call us at{' '}
          <a href={phone.href}>{phone.display}</a>.
        </p>
        <p className="button-row button-row--center">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Refresh Page
          </button>
          <a className="button button--outline" href="/">
            Go Home
          </a>
        </p>
      </div>
    </main>
  );
}
