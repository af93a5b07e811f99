import { outletNameKeys, OutletTable } from './outlets';

describe('OutletTable', () => {
  const table = OutletTable.of([
    { name: 'CNN (Web News)', rating: 'LEFT', host: 'cnn.com' },
    { name: 'NPR Online News', rating: 'CENTER', host: 'npr.org' },
    { name: 'Fox News', rating: 'RIGHT', host: 'foxnews.com' },
    { name: 'Wall Street Journal - News', rating: 'CENTER', host: 'wsj.com' },
    { name: 'Wall Street Journal - Editorial', rating: 'RIGHT', host: 'wsj.com' },
  ]);

  it('knows an outlet by its name as feeds write it', () => {
    expect(table.rate('CNN')).toEqual({ name: 'CNN (Web News)', rating: 'LEFT' });
    expect(table.rate('NPR')).toEqual({ name: 'NPR Online News', rating: 'CENTER' });
    expect(table.rate('  fox news ')?.rating).toBe('RIGHT');
  });

  it("knows it by the article's host, sub-domains included", () => {
    expect(table.rate('Some Feed', 'https://edition.cnn.com/2026/11/25/a.html')?.rating).toBe(
      'LEFT',
    );
    expect(table.rate('www.npr.org')?.rating).toBe('CENTER');
    // "cnn.com.example.org" is not cnn.com.
    expect(table.rate(undefined, 'https://cnn.com.example.org/x')).toBeUndefined();
  });

  it('matches no name or host that outlets of different ratings share, and no unknown outlet', () => {
    expect(table.rate('Wall Street Journal')).toBeUndefined();
    expect(table.rate('Wall Street Journal - News')?.rating).toBe('CENTER');
    expect(table.rate(undefined, 'https://www.wsj.com/articles/x')).toBeUndefined();
    expect(table.rate('SentiLog Demo', 'https://demo.sentilog.invalid/a')).toBeUndefined();
    expect(table.rate()).toBeUndefined();
  });

  it("names the outlets an article's marks are taken from, not the people it rates", () => {
    const withPeople = OutletTable.of([
      { name: 'Politico', rating: 'LEFT', host: 'politico.com' },
      { name: 'Hillary Clinton', rating: 'LEFT', host: null, person: true },
    ]);
    expect(withPeople.names).toEqual(['Politico']);
    expect(withPeople.rate('Hillary Clinton')?.rating).toBe('LEFT');
  });

  it('reads the name variants the data set and feeds use', () => {
    expect(outletNameKeys('The Guardian')).toEqual(['the guardian', 'guardian']);
    expect(outletNameKeys('TheBlaze.com')).toEqual(['theblaze.com', 'blaze']);
    expect(outletNameKeys('New York Times - News')).toEqual([
      'new york times - news',
      'new york times',
    ]);
  });

  it('loads the shipped table with the default feeds an outlet each rated', () => {
    const shipped = OutletTable.load(`${__dirname}/../../models`);
    for (const [feed, rating] of [
      ['BBC News', 'CENTER'],
      ['NPR', 'CENTER'],
      ['The Guardian', 'LEFT'],
      ['CNN', 'LEFT'],
      ['Fox News', 'RIGHT'],
      ['National Review', 'RIGHT'],
    ]) {
      expect([feed, shipped.rate(feed)?.rating]).toEqual([feed, rating]);
    }
  });

  it("rates the shipped table's big outlets by their hosts: no columnist's piece makes one ambiguous", () => {
    const shipped = OutletTable.load(`${__dirname}/../../models`);
    for (const [url, rating] of [
      ['https://www.nytimes.com/2026/12/01/us/politics/a.html', 'LEFT'],
      ['https://edition.cnn.com/2026/12/01/politics/a', 'LEFT'],
      ['https://www.foxnews.com/politics/a', 'RIGHT'],
      ['https://www.washingtontimes.com/news/2026/dec/1/a/', 'RIGHT'],
      ['https://www.usatoday.com/story/news/a', 'CENTER'],
    ]) {
      expect([url, shipped.rate(undefined, url)?.rating]).toEqual([url, rating]);
    }
    expect(shipped.names).not.toContain('Hillary Clinton');
    expect(shipped.rate('Hillary Clinton')?.rating).toBe('LEFT');
  });
});
