<?php
/**
 * The shortcodes: each writes its widget's element, with a plain link inside for browsers that never run the
 * widget's script, and enqueues that script once per page however many shortcodes the page holds.
 *
 * @package OkanaganExteriorCleaning
 */

defined( 'ABSPATH' ) || exit;

/**
 * What the build wrote into site.php: the site's origin and, for each widget, its element and attributes.
 *
 * @return array{origin: string, embedFolder: string, widgets: array<string, array{tag: string, embed: string, attributes: string[]}>}
 */
function okanagan_exterior_built_site() {
	static $site = null;
	if ( null === $site ) {
		$site = require dirname( __DIR__ ) . '/site.php';
	}
	return $site;
}

/**
 * The site the widgets come from: OKANAGAN_EXTERIOR_SITE_URL when wp-config.php defines it (a staging site, a
 * test), else the origin the plugin was built with. No trailing slash.
 *
 * @return string
 */
function okanagan_exterior_site_url() {
	if ( defined( 'OKANAGAN_EXTERIOR_SITE_URL' ) && '' !== (string) OKANAGAN_EXTERIOR_SITE_URL ) {
		return untrailingslashit( (string) OKANAGAN_EXTERIOR_SITE_URL );
	}
	return okanagan_exterior_built_site()['origin'];
}

/** Registers [okanagan_quote_calculator], [okanagan_quote_form], [okanagan_contact_form] and [okanagan_quote_button]. */
function okanagan_exterior_register_shortcodes() {
	foreach ( array_keys( okanagan_exterior_built_site()['widgets'] ) as $widget ) {
		add_shortcode(
			'okanagan_' . str_replace( '-', '_', $widget ),
			function ( $atts ) use ( $widget ) {
				return okanagan_exterior_shortcode( $widget, is_array( $atts ) ? $atts : array() );
			}
		);
	}
}

/**
 * The element's attributes from a shortcode's, in the element's order: each by its own name (home-size) or with
 * underscores (home_size), since WordPress users type either; empty values and unknown attributes are left out.
 *
 * @param string[]             $names The element's attribute names.
 * @param array<string, mixed> $atts  The shortcode's attributes, names in lower case as WordPress parses them.
 * @return array<string, string>
 */
function okanagan_exterior_attribute_values( $names, $atts ) {
	$values = array();
	foreach ( $names as $name ) {
		foreach ( array( $name, str_replace( '-', '_', $name ) ) as $typed ) {
			if ( isset( $atts[ $typed ] ) && is_scalar( $atts[ $typed ] ) && '' !== trim( (string) $atts[ $typed ] ) ) {
				$values[ $name ] = trim( (string) $atts[ $typed ] );
				break;
			}
		}
	}
	return $values;
}

/**
 * The page attribute: the address of the post or page being shown, which the lead names as the page it came from;
 * WordPress knows it under any permalink setting, where the browser's address may be only /?p=8 and a link's
 * referrer only the site's origin. None on a list of posts, whose widgets read the address the visitor sees.
 *
 * @return array<string, string>
 */
function okanagan_exterior_page_attribute() {
	$address = is_singular() ? get_permalink( get_queried_object_id() ) : false;
	return $address ? array( 'page' => $address ) : array();
}

/**
 * The fallback link's words for a widget; the quote button takes its own words from them.
 *
 * @param string $widget The widget's name, such as quote-calculator.
 * @return string
 */
function okanagan_exterior_fallback_text( $widget ) {
	switch ( $widget ) {
		case 'quote-form':
			return __( 'Request a free quote', 'okanagan-exterior-cleaning' );
		case 'contact-form':
			return __( 'Contact us', 'okanagan-exterior-cleaning' );
		default:
			return __( 'Get a free quote', 'okanagan-exterior-cleaning' );
	}
}

/**
 * A shortcode's HTML: the widget's element with the shortcode's attributes, holding a link to the widget's embed
 * page with the same attributes in its query, so a visitor whose browser blocks the script still credits the partner.
 *
 * @param string               $widget The widget's script name, such as quote-calculator or quote-button.
 * @param array<string, mixed> $atts   The shortcode's attributes.
 * @return string
 */
function okanagan_exterior_shortcode( $widget, $atts ) {
	$site       = okanagan_exterior_built_site();
	$definition = $site['widgets'][ $widget ];
	$values     = okanagan_exterior_attribute_values( $definition['attributes'], $atts + okanagan_exterior_page_attribute() );
	$origin     = okanagan_exterior_site_url();

	// Version null: the script's stable URL, without WordPress's ?ver=, which the site caches for an hour.
	wp_enqueue_script( 'okanagan-exterior-' . $widget, $origin . '/widgets/' . $widget . '.js', array(), null, true );

	$attributes = '';
	foreach ( $values as $name => $value ) {
		$attributes .= ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	$link = $origin . $site['embedFolder'] . '/' . $definition['embed'];
	if ( $values ) {
		$link .= '?' . http_build_query( $values, '', '&', PHP_QUERY_RFC3986 );
	}
	// The quote button is a button in the line, its words taken from the link; a widget is a block of its own.
	$format = 'quote-button' === $widget
		? '<%1$s%2$s><a href="%3$s">%4$s</a></%1$s>'
		: '<%1$s%2$s style="display:block"><p><a href="%3$s">%4$s</a></p></%1$s>';
	return sprintf(
		$format,
		$definition['tag'],
		$attributes,
		esc_url( $link ),
		esc_html( okanagan_exterior_fallback_text( $widget ) )
	);
}
