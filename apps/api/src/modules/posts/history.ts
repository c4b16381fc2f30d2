import { adminActionsOn } from '../admin';

/** A change of a post in its history (who, when, what): an administrator action on `POST`. */
export const postHistory = adminActionsOn('POST');
