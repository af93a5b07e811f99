import { persistenceWarning } from './redis-persistence';

describe('persistenceWarning', () => {
  it('warns about a Redis without AOF, and not about one with it or an answer that does not say', () => {
    expect(persistenceWarning('# Persistence\r\nloading:0\r\naof_enabled:0\r\n')).toMatch(
      /^Redis runs without AOF persistence/,
    );
    expect(persistenceWarning('# Persistence\r\naof_enabled:1\r\n')).toBeUndefined();
    expect(persistenceWarning('')).toBeUndefined();
  });
});
