import { ConfigError } from './config';
import { runEntryPoint } from './entry-point';

describe('runEntryPoint', () => {
  let exit: jest.SpyInstance;
  let stderr: jest.SpyInstance;

  beforeEach(() => {
    exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });

  afterEach(() => {
    exit.mockRestore();
    stderr.mockRestore();
  });

  it('ends the process on a ConfigError with its one line and status 1, no stack trace', async () => {
    await runEntryPoint(async () => {
      throw new ConfigError('Configuration error: PORT ("x") is invalid: Expected number');
    });
    expect(stderr).toHaveBeenCalledTimes(1);
    expect(stderr).toHaveBeenCalledWith(
      'Configuration error: PORT ("x") is invalid: Expected number\n',
    );
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('passes any other failure on, for Node to report with its stack', async () => {
    const failure = new Error('connect ECONNREFUSED');
    await expect(
      runEntryPoint(async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(stderr).not.toHaveBeenCalled();
    expect(exit).not.toHaveBeenCalled();
  });

  it('leaves a process that started alone', async () => {
    await runEntryPoint(async () => 'started');
    expect(exit).not.toHaveBeenCalled();
  });
});
