/**
 * A row's call on its record: while one row's call runs, only that row's button shows it is busy; a
 * mutation that does not say whose call runs counts as the record's own (a record page's one button).
 */
import { describe, expect, it, vi } from 'vitest';
import { callOnRecord, type IdMutation } from './call-on-record';

function running(id: number | undefined): IdMutation {
  return { mutate: vi.fn(), isPending: true, variables: id === undefined ? undefined : { id } };
}

describe('callOnRecord', () => {
  it('shows the call as running only on the row whose record it was made on', () => {
    const mutation = running(4);
    expect(callOnRecord(mutation, 4).loading).toBe(true);
    expect(callOnRecord(mutation, 5).loading).toBe(false);
  });

  it('counts a running call without its body as the record’s own', () => {
    expect(callOnRecord(running(undefined), 5).loading).toBe(true);
  });

  it('shows nothing running once the call has ended', () => {
    expect(callOnRecord({ mutate: vi.fn(), isPending: false, variables: { id: 4 } }, 4).loading).toBe(false);
  });

  it('calls with the record’s id', () => {
    const mutation = running(undefined);
    callOnRecord(mutation, 9).onClick();
    expect(mutation.mutate).toHaveBeenCalledWith({ id: 9 }, undefined);
  });
});
