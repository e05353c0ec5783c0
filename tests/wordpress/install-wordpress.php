<?php
/**
 * Installs the test's WordPress from the command line, then the plugin from its zip as Plugins > Add New > Upload
 * Plugin does (Plugin_Upgrader), without activating it; prints the users' application passwords as JSON.
 * Run by tests/wordpress/local-wordpress.ts: php install-wordpress.php <config name> <host:port> <plugin zip>.
 */

list( , $config_name, $host, $plugin_zip ) = $argv;
// What Debian's wp-config.php reads to find /etc/wordpress/config-<name>.php, and the site's address.
$_SERVER['WORDPRESS_CONFIG'] = $config_name;
$_SERVER['HTTP_HOST']        = $host;
define( 'WP_INSTALLING', true );

require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

wp_install( 'Lakeview Strata', 'admin', 'admin@example.com', true, '', wp_generate_password() );
// "Plain" permalinks, WordPress's own default where it cannot tell that the server rewrites URLs (wp_install tries):
// each post's page is /?p=<id>, told apart only by its query.
update_option( 'permalink_structure', '' );

$author_id = wp_insert_user(
	array(
		'user_login' => 'avery',
		'user_pass'  => wp_generate_password(),
		'user_email' => 'avery@example.com',
		'role'       => 'author',
	)
);

$upgrader = new Plugin_Upgrader( new Automatic_Upgrader_Skin() );
if ( true !== $upgrader->install( $plugin_zip ) ) {
	fwrite( STDERR, 'The plugin did not install: ' . implode( "\n", $upgrader->skin->get_upgrade_messages() ) . "\n" );
	exit( 1 );
}

$passwords = array();
foreach ( array( 'admin' => 1, 'avery' => $author_id ) as $login => $id ) {
	list( $password ) = WP_Application_Passwords::create_new_application_password( $id, array( 'name' => 'Plugin test' ) );
	$passwords[ $login ] = $password;
}
echo wp_json_encode(
	array(
		'version'   => get_bloginfo( 'version' ),
		'plugin'    => $upgrader->plugin_info(),
		'passwords' => $passwords,
	)
), "\n";
