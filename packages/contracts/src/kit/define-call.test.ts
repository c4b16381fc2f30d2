import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCalls, get, post } from './define-call';

const answer = z.object({ ok: z.boolean() });

describe('defineCalls with the permission of a group', () => {
  const calls = defineCalls(['kit test'], 'letter.view', {
    list: get('kit/list', { response: answer }),
    open: post('kit/open', { response: answer, permission: 'public' }),
  });

  it('gives the group permission to a call that names none, and keeps the one a call names', () => {
    expect(calls.list).toMatchObject({ name: 'list', permission: 'letter.view', tags: ['kit test'] });
    expect(calls.open.permission).toBe('public');
  });

  it('refuses a call with no permission in a group that gives none', () => {
    const unchecked = defineCalls as (tags: string[], drafts: object) => unknown;
    expect(() => unchecked(['kit test'], { list: get('kit/list', { response: answer }) })).toThrow(
      'list: a call names its permission or its group does',
    );
    // @ts-expect-error: the compiler refuses it too
    expect(() => defineCalls(['kit test'], { list: get('kit/list', { response: answer }) })).toThrow();
  });
});
