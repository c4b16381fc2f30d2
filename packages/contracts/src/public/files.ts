import { z } from 'zod';
import { defineCalls, get } from '../kit/define-call';

/** GET files/photo/{id}: a public image (a lawyer's photo, a news picture), cached for a year. */
export const fileCalls = defineCalls(['files'], {
  photo: get('files/photo/:id', { params: z.object({ id: z.uuid() }), binary: true, permission: 'public' }),
});
