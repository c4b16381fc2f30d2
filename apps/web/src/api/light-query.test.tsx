/**
 * The reads of the shell and the home page without TanStack Query: readers of one key share a request and
 * its answer, a reader mounting again shows the kept answer, a change of token has it asked again.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { removeStored, setStored } from '../storage/browser-storage';
import { ApiError } from './client';
import { useLightQuery } from './light-query';

/** A request answering `answer 1`, `answer 2`, … in turn. */
function request() {
  let answers = 0;
  const load = vi.fn(() => Promise.resolve(`answer ${++answers}`));
  return load;
}

function Reader({ id, name, load }: { id: string; name: string; load: () => Promise<string> }) {
  const { data, isPending, error } = useLightQuery(name, load);
  const text = isPending ? 'asking' : error ? 'failed' : data;
  return <p data-testid={id}>{text}</p>;
}

/** Readers mounted side by side, once their first answers have come: `[test id, key, request]` each. */
async function renderReaders(readers: [string, string, () => Promise<string>][]) {
  await act(async () => {
    render(
      <>
        {readers.map(([id, name, load]) => (
          <Reader key={id} id={id} name={name} load={load} />
        ))}
      </>,
    );
  });
}

/** What the reader `id` shows. */
const shown = (id: string) => screen.getByTestId(id).textContent;

describe('reads without TanStack Query', () => {
  it('asks once for two readers of one key and shows both the answer', async () => {
    const load = request();
    await renderReaders([
      ['a', 'shared', load],
      ['b', 'shared', load],
    ]);
    expect(shown('a')).toBe('answer 1');
    expect(shown('b')).toBe('answer 1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws a reader once for the request and once for its answer, not again when the request starts', async () => {
    const load = request();
    const drawn: string[] = [];
    function Counted() {
      const { data, isPending } = useLightQuery('drawn', load);
      drawn.push(isPending ? 'asking' : data!);
      return null;
    }
    await act(async () => {
      render(<Counted />);
    });
    expect(drawn).toEqual(['asking', 'answer 1']);
  });

  it('shows the kept answer to a reader mounting again, and asks again after the token changed', async () => {
    const load = request();
    const mount = () => render(<Reader id="r" name="kept" load={load} />);
    const first = await act(async () => mount());
    expect(shown('r')).toBe('answer 1');
    first.unmount();
    const second = await act(async () => mount());
    expect(shown('r')).toBe('answer 1');
    expect(load).toHaveBeenCalledTimes(1);
    second.unmount();

    act(() => setStored('accessToken', 'someone'));
    const third = mount();
    // The kept answer stays on screen while the new one is asked for.
    expect(shown('r')).toBe('answer 1');
    await act(async () => {});
    expect(shown('r')).toBe('answer 2');
    expect(load).toHaveBeenCalledTimes(2);
    third.unmount();
    removeStored('accessToken');
  });

  it('asks once more when the server was not reached, not when it refused', async () => {
    const unreachable = vi.fn().mockRejectedValueOnce(new ApiError(0, 'offline')).mockResolvedValue('answer');
    const refused = vi.fn().mockRejectedValue(new ApiError(400, 'no'));
    await renderReaders([
      ['u', 'unreachable', unreachable],
      ['x', 'refused', refused],
    ]);
    expect(shown('u')).toBe('answer');
    expect(unreachable).toHaveBeenCalledTimes(2);
    expect(shown('x')).toBe('failed');
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
