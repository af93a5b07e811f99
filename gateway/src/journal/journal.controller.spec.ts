import { JournalController } from './journal.controller';

describe('JournalController', () => {
  it('limits exports by JOURNAL_EXPORT_RATE_LIMIT, writes by ANALYZE_RATE_LIMIT', () => {
    const setting = (method: keyof JournalController) =>
      Reflect.getMetadata('sentilog:rate-limit-setting', JournalController.prototype[method]);
    expect(setting('export')).toBe('JOURNAL_EXPORT_RATE_LIMIT');
    expect(setting('create')).toBe('ANALYZE_RATE_LIMIT');
  });
});
