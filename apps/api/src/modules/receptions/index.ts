/** Reception booking's public face: its routes and the jobs' steps. */
export { receptionRoutes } from './routes';
export { sweepReceptionReminders, textVisitor } from './reminders';
