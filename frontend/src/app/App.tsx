/** The application root. The screens arrive with the frontend issues; this shell proves the build. */
export function App() {
  return (
    <main>
      <h1>SentiLog</h1>
      <p>AI-powered sentiment insights for your world</p>
    </main>
  );
}
