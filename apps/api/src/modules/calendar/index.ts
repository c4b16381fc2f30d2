/** The calendar module as others use it: its routes. */
export { calendarRoutes } from './routes';
