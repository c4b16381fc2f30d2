import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALL_GROUPS } from '../calls';
import { defineCalls, get, noContent, post } from './define-call';
import { wireCall, wireGroups } from './wire-call';

const answer = z.object({ ok: z.boolean() });

describe('the wire form of a call (what the browser runs)', () => {
  const calls = defineCalls(['kit test'], 'letter.view', {
    list: get('kit/list', { query: z.object({ page: z.number(), limit: z.number() }), response: answer }),
    open: get('kit/open/:id', { params: z.object({ id: z.number() }), response: answer }),
    send: post('kit/send', { body: z.object({ text: z.string() }), response: noContent }),
    pdf: get('kit/pdf/:id', { params: z.object({ id: z.number() }), binary: true }),
  });

  it('keeps the address and the facts the client reads, and no schema', () => {
    expect(wireCall(calls.list)).toEqual({
      name: 'list',
      method: 'GET',
      path: 'kit/list',
      binary: false,
      empty: false,
      paged: true,
      bodyOnly: false,
    });
    expect(wireCall(calls.open)).toMatchObject({ paged: false, bodyOnly: false, empty: false });
    expect(wireCall(calls.send)).toMatchObject({ method: 'POST', bodyOnly: true, empty: true });
    expect(wireCall(calls.pdf)).toMatchObject({ binary: true, empty: false });
    // plain data: it survives JSON (the SPA's build writes it as a module)
    expect(JSON.parse(JSON.stringify(wireCall(calls.list)))).toEqual(wireCall(calls.list));
  });

  it('has every call of every group, under the same group, key, method and path', () => {
    const wire = wireGroups(CALL_GROUPS);
    for (const [name, group] of Object.entries(CALL_GROUPS)) {
      expect(wire[name]?.area).toBe(group.area);
      for (const [key, call] of Object.entries(group.calls)) {
        expect(wire[name]?.calls[key], `${name}.${key}`).toMatchObject({
          name: call.name,
          method: call.method,
          path: call.path,
        });
      }
    }
  });
});
