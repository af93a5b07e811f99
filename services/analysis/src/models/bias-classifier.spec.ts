import { sourceKey } from './bias-classifier';

describe('sourceKey', () => {
  it('matches outlet names and hosts regardless of case, scheme, www and path', () => {
    expect(sourceKey('  Fox News ')).toBe('fox news');
    expect(sourceKey('https://www.Breitbart.com/politics/x')).toBe('breitbart.com');
    expect(sourceKey('www.npr.org')).toBe('npr.org');
  });
});
