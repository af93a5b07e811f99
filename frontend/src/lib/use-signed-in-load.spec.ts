import { act, renderHook, waitFor } from '@testing-library/react';
import { useSignedInLoad } from './use-signed-in-load';

let token: string | null = 'jwt';
jest.mock('./auth', () => ({ useAuth: () => ({ token }) }));

let warn: jest.SpyInstance;
beforeEach(() => {
  token = 'jwt';
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('useSignedInLoad', () => {
  it('asks with the token, and shows the answer', async () => {
    const load = jest.fn().mockResolvedValue(7);
    const { result } = renderHook(() => useSignedInLoad(load, 'week', 'the figures'));
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ state: 'loaded', value: 7 }));
    expect(load).toHaveBeenCalledWith('jwt', expect.any(AbortSignal));
  });

  it('after a failure, retry asks again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(8);
    const { result } = renderHook(() => useSignedInLoad(load, '', 'the figures'));
    await waitFor(() => expect(result.current.state).toBe('failed'));
    expect(warn).toHaveBeenCalledWith('Loading the figures failed', expect.any(Error));
    act(() => result.current.retry());
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ state: 'loaded', value: 8 }));
  });

  it('shows no earlier answer once the inputs changed, and aborts its request', async () => {
    const signals: AbortSignal[] = [];
    const load = jest.fn((_token: string, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>(() => undefined);
    });
    const { result, rerender } = renderHook(
      ({ inputs }) => useSignedInLoad(load, inputs, 'the figures'),
      { initialProps: { inputs: 'week' } },
    );
    rerender({ inputs: 'month' });
    expect(signals[0].aborted).toBe(true);
    expect(result.current.state).toBe('loading');
  });

  it('asks nothing while signed out', () => {
    token = null;
    const load = jest.fn();
    const { result } = renderHook(() => useSignedInLoad(load, '', 'the figures'));
    expect(result.current.state).toBe('signed-out');
    expect(load).not.toHaveBeenCalled();
  });
});
