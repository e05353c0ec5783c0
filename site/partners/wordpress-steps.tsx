// The partners page's WordPress steps: who may paste the code, how to check the published page, and the plugin's
// shortcodes for the partner id the kit made (product rules §8.6).
import { wordpressPluginPath } from '../../common/contract/embed-pages';
import { partnerChoices } from '../content/partner-widgets';

/** The WordPress plugin's shortcode of each choice: [okanagan_quote_calculator] and the others. */
const shortcodes = partnerChoices.map((choice) => `okanagan_${choice.replaceAll('-', '_')}`);

/** The steps, each shortcode crediting `partner`. */
export function WordPressSteps({ partner }: { partner: string }) {
  return (
    <ol className="partner-steps">
      <li>
        In the page editor, add a <strong>Custom HTML</strong> block where the calculator should go, and paste the code for your website
        into it.
      </li>
      <li>
        Only Administrators, and on most sites Editors, may add scripts and frames. For Authors and Contributors, WordPress removes both the
        script and the frame when the page is saved, and leaves only the link.
      </li>
      <li>
        After publishing, view the published post as a visitor does (View Post), not in the editor: the editor can go on showing code that
        WordPress has already removed. Check that the post shows the calculator, not just a “Get a free quote” link.
      </li>
      <li>
        If only the link is left, ask your site’s administrator to install{' '}
        <a href={wordpressPluginPath} download>
          our WordPress plugin
        </a>{' '}
        (a zip file, added under Plugins, Add New, Upload Plugin). Then anyone who edits pages can add a <strong>Shortcode</strong> block
        with one of these:
        <ul className="shortcode-list">
          {shortcodes.map((shortcode) => (
            <li key={shortcode}>
              <code>
                [{shortcode} partner=&quot;{partner}&quot;]
              </code>
            </li>
          ))}
        </ul>
      </li>
    </ol>
  );
}
