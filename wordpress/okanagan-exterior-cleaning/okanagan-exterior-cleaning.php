<?php
/**
 * Plugin Name:       Okanagan Exterior Cleaning Widgets
 * Description:       The quote calculator, quote form, contact form and quote button of Okanagan Exterior Cleaning as shortcodes, for posts, pages and widget areas: [okanagan_quote_calculator partner="your-name"].
 * Version:           1.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Okanagan Exterior Cleaning
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       okanagan-exterior-cleaning
 *
 * @package OkanaganExteriorCleaning
 */

// The plugin registers four shortcodes and stores nothing (no options, tables, files or cron events), so
// deactivating or deleting it leaves nothing behind. How partners use it: docs/wordpress.md.

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/includes/shortcodes.php';

add_action( 'init', 'okanagan_exterior_register_shortcodes' );
