/**
 * Importing the journal service's modules reads no environment (not even the encryption keys):
 * the configuration is parsed only when the service is started (AppModule.configFrom).
 */
describe('importing the journal service', () => {
  const environment = process.env;

  afterEach(() => {
    process.env = environment;
  });

  it('loads its root module even where starting would be refused', async () => {
    // Production without JOURNAL_ENCRYPTION_KEY, and a bad URL: both stop a starting service.
    process.env = { NODE_ENV: 'production', DATABASE_URL: 'mysql://nope' };
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('process.exit() was called');
    });
    try {
      await jest.isolateModulesAsync(async () => {
        const { AppModule } = await import('./app.module');
        expect(() => AppModule.configFrom(process.env)).toThrow(
          /^Configuration error: DATABASE_URL \("mysql:\/\/nope"\) is invalid: must be a postgres:\/\/ URL$/,
        );
      });
      expect(exit).not.toHaveBeenCalled();
    } finally {
      exit.mockRestore();
    }
  });
});
