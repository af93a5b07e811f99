/**
 * Importing the gateway's modules reads no environment: the configuration is parsed only when an
 * application is created (gatewayConfigFrom), so tests and tools can import any module first.
 */
describe('importing the gateway', () => {
  const environment = process.env;
  let exit: jest.SpyInstance;

  beforeEach(() => {
    exit = jest.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('process.exit() was called');
    });
  });

  afterEach(() => {
    process.env = environment;
    exit.mockRestore();
  });

  it.each([
    ['no variables at all', {}],
    ['values that would stop the process', { NODE_ENV: 'production', PORT: 'eighty' }],
  ])('loads every module with %s', async (_case, env: NodeJS.ProcessEnv) => {
    process.env = env;
    await jest.isolateModulesAsync(async () => {
      const { AppModule } = await import('./app.module');
      const { createGatewayApp } = await import('./app.factory');
      expect(AppModule.forRoot).toBeInstanceOf(Function);
      expect(createGatewayApp).toBeInstanceOf(Function);
    });
    expect(exit).not.toHaveBeenCalled();
  });
});
