import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth';
import { ThemeProvider } from '../lib/theme';

/** App-wide state: theme and session. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider>{children}</AuthProvider>
    </ThemeProvider>
  );
}
