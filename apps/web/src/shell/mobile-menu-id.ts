/**
 * The id of the mobile menu's drawer (the burger's aria-controls), in a module of its own so that the
 * burger does not load the drawer's code.
 */
export const MOBILE_MENU_ID = 'mobile-menu';
