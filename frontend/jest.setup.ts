import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// `import.meta` exists only in ES modules; jest runs the app as CommonJS, so the one module that
// reads it is replaced here.
jest.mock('./src/config/env', () => ({ env: {} }));

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling or media queries.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!URL.createObjectURL) {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});
