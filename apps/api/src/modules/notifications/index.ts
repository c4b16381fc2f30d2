/** The notifications module's public face: writing notifications inside a feature's transaction. */
export { type NotificationInput, notify, staffOf } from './notify';
