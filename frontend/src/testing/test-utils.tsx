import { act, render, type RenderOptions } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { AuthProvider } from '../lib/auth';
import { ThemeProvider } from '../lib/theme';

/** Shows the current path, so tests can assert on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location">
      {location.pathname}
      {location.search}
    </div>
  );
}

/**
 * Renders `ui` at `route` inside the app's providers and a memory router. Other paths render a
 * probe that shows where the app navigated to.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', ...options }: { route?: string; path?: string } & RenderOptions = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider>
      <AuthProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        <ToastContainer />
      </AuthProvider>
    </ThemeProvider>
  );
  return render(
    <Routes>
      <Route
        path={path}
        element={
          <>
            {ui}
            <LocationProbe />
          </>
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { wrapper: Wrapper, ...options },
  );
}

/** An axios error carrying an HTTP answer, as the API client throws for non-2xx statuses. */
export function httpError(status: number, data?: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', data, headers: {}, config } as AxiosResponse;
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    {},
    response,
  );
}

/** An axios error with no answer at all. */
export function networkError(): AxiosError {
  return new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});
}

/** A fake File of a given type and size (jsdom files hold real bytes, so keep sizes honest). */
export function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Lets pending promises (such as the session start's profile fetch) settle inside act(). */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
