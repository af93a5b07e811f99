import { act, renderHook } from '@testing-library/react';
import { fakeFile } from '../testing/test-utils';
import { usePhotoChoice, type PhotoChoiceOptions } from './use-photo-choice';

const png = fakeFile('me.png', 'image/png', 10);
const gif = fakeFile('me.gif', 'image/gif', 10);
const onlyPng = (file: File) => (file.type === 'image/png' ? null : 'PNG only.');

let created: jest.SpyInstance;
let revoked: jest.SpyInstance;
beforeEach(() => {
  let count = 0;
  created = jest.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:${++count}`);
  revoked = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function setup(file: File | null = null) {
  const options = { file, onChange: jest.fn(), check: onlyPng, onCheck: jest.fn() };
  const hook = renderHook((props: PhotoChoiceOptions) => usePhotoChoice(props), {
    initialProps: options,
  });
  const input = document.createElement('input');
  input.type = 'file';
  Object.assign(hook.result.current.input, { current: input });
  return { ...hook, options, input };
}

describe('usePhotoChoice', () => {
  it('keeps an accepted file and clears an earlier refusal', () => {
    const { result, options } = setup();
    act(() => result.current.choose(png));
    expect(options.onCheck).toHaveBeenCalledWith(null);
    expect(options.onChange).toHaveBeenCalledWith(png);
  });

  it('refuses a file the check rejects, says why, and empties the input for another try', () => {
    const { result, options, input } = setup();
    const reset = jest.spyOn(input, 'value', 'set');
    act(() => result.current.choose(gif));
    expect(options.onCheck).toHaveBeenCalledWith('PNG only.');
    expect(options.onChange).not.toHaveBeenCalled();
    expect(reset).toHaveBeenCalledWith('');
  });

  it('ignores a change that chose nothing', () => {
    const { result, options } = setup();
    act(() => result.current.choose(undefined));
    expect(options.onCheck).not.toHaveBeenCalled();
    expect(options.onChange).not.toHaveBeenCalled();
  });

  it('forgets the photo and empties the input on clear', () => {
    const { result, options, input } = setup(png);
    const reset = jest.spyOn(input, 'value', 'set');
    act(() => result.current.clear());
    expect(options.onChange).toHaveBeenCalledWith(null);
    expect(reset).toHaveBeenCalledWith('');
  });

  it('previews the file through an object URL, revoked when the file changes or goes away', () => {
    const { result, rerender, unmount, options } = setup(png);
    expect(result.current.preview).toBe('blob:1');
    expect(created).toHaveBeenCalledWith(png);

    const other = fakeFile('other.png', 'image/png', 20);
    rerender({ ...options, file: other });
    expect(revoked).toHaveBeenCalledWith('blob:1');
    expect(result.current.preview).toBe('blob:2');

    rerender({ ...options, file: null });
    expect(revoked).toHaveBeenCalledWith('blob:2');
    expect(result.current.preview).toBeNull();

    rerender({ ...options, file: png });
    unmount();
    expect(revoked).toHaveBeenCalledWith('blob:3');
  });
});
