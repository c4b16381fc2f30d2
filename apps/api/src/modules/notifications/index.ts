/** The notifications module's public face: writing notifications inside a feature's transaction. */
export { type NotificationInput, notices, notify, staffOf } from './notify';
