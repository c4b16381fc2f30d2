import { z } from 'zod';
import { defineCall } from '../kit/define-call';

/** GET files/photo/{id}: a public image (a lawyer's photo, a news picture), cached for a year. */
export const fileCalls = {
  photo: defineCall({
    name: 'photo',
    method: 'GET',
    path: 'files/photo/:id',
    params: z.object({ id: z.uuid() }),
    binary: true,
    permission: 'public',
    tags: ['files'],
  }),
};
