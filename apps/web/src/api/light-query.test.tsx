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

describe('reads without TanStack Query', () => {
  it('asks once for two readers of one key and shows both the answer', async () => {
    const load = request();
    await act(async () => {
      render(
        <>
          <Reader id="a" name="shared" load={load} />
          <Reader id="b" name="shared" load={load} />
        </>,
      );
    });
    expect(screen.getByTestId('a').textContent).toBe('answer 1');
    expect(screen.getByTestId('b').textContent).toBe('answer 1');
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
    expect(screen.getByTestId('r').textContent).toBe('answer 1');
    first.unmount();
    const second = await act(async () => mount());
    expect(screen.getByTestId('r').textContent).toBe('answer 1');
    expect(load).toHaveBeenCalledTimes(1);
    second.unmount();

    act(() => setStored('accessToken', 'someone'));
    const third = mount();
    // The kept answer stays on screen while the new one is asked for.
    expect(screen.getByTestId('r').textContent).toBe('answer 1');
    await act(async () => {});
    expect(screen.getByTestId('r').textContent).toBe('answer 2');
    expect(load).toHaveBeenCalledTimes(2);
    third.unmount();
    removeStored('accessToken');
  });

  it('asks once more when the server was not reached, not when it refused', async () => {
    const unreachable = vi.fn().mockRejectedValueOnce(new ApiError(0, 'offline')).mockResolvedValue('answer');
    const refused = vi.fn().mockRejectedValue(new ApiError(400, 'no'));
    await act(async () => {
      render(
        <>
          <Reader id="u" name="unreachable" load={unreachable} />
          <Reader id="x" name="refused" load={refused} />
        </>,
      );
    });
    expect(screen.getByTestId('u').textContent).toBe('answer');
    expect(unreachable).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('x').textContent).toBe('failed');
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
