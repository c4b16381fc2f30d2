/** /lawyer-profile: the signed-in person's home page (what awaits them, their next dates, main actions). */
export { CabinetHomePage as Component } from '../../cabinet/home-page';
