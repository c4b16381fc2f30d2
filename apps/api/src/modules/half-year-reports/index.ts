/** The half-year reports module as others use it: its routes and the reminder sweep the jobs run. */
export { halfYearReportRoutes } from './routes';
export { sweepReportReminders } from './reminders';
