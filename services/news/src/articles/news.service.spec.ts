import { IngestionStatus } from '../ingestion/ingestion-status.entity';
import { Article } from './article.entity';
import { toNewsArticle } from './article-view';
import { RUN_BUSY } from './bounded-runs';
import { FullTextReader } from './full-text.reader';
import { NewsRepository } from '../news.repository';
import { NewsService } from './news.service';
import { StoriesService } from '../stories/stories.service';

const ID = '00000000-0000-4000-8000-000000000001';

function storedArticle(): Article {
  return Object.assign(new Article(), {
    id: ID,
    url: 'https://news.example/story',
    title: 'A story',
    description: 'What happened.',
    text: 'What happened, told at some length.',
    content: null,
    contentFetchedAt: null,
    source: 'Example News',
    author: null,
    category: 'World',
    tags: [],
    publishedAt: new Date('2026-11-20T08:00:00Z'),
    readTime: '1 min read',
    sentiment: 'Neutral',
    sentimentScore: 0,
    confidence: 0.5,
    bias: 'CENTER',
    biasConfidence: 0.5,
    sentimentUncertain: false,
    sentimentModel: 'accurate@2.1.0',
    biasUncertain: false,
    biasModel: 'accurate@2.0.0',
    outletName: null,
    outletRating: null,
    isDemo: false,
    createdAt: new Date('2026-11-20T08:05:00Z'),
  });
}

function serviceWith(
  read: FullTextReader['read'],
  stored: { run?: IngestionStatus | null; demo?: boolean } = {},
) {
  const repository = {
    findArticle: jest.fn(async () => storedArticle()),
    saveFullText: jest.fn(async () => undefined),
    hasDemo: jest.fn(async () => stored.demo ?? false),
    lastRun: jest.fn(async () => stored.run ?? null),
  } satisfies Partial<NewsRepository>;
  const reader = { read: jest.fn(read) } as unknown as FullTextReader;
  const stories = { linkedStory: jest.fn(async () => null) } as unknown as StoriesService;
  const service = new NewsService(
    repository as Partial<NewsRepository> as NewsRepository,
    reader,
    stories,
  );
  return { service, repository, reader };
}

describe('NewsService.status and the sample marker', () => {
  it('reports the last run, the last live fetch and whether the samples are shown', async () => {
    const run = Object.assign(new IngestionStatus(), {
      id: 1,
      lastRunAt: new Date('2026-11-23T12:00:00Z'),
      sources: 18,
      unreachable: 18,
      lastLiveAt: new Date('2026-11-20T09:30:00Z'),
    });
    const { service } = serviceWith(async () => undefined, { run, demo: true });
    expect(await service.status()).toEqual({
      lastRunAt: '2026-11-23T12:00:00.000Z',
      sources: 18,
      unreachable: 18,
      lastLiveFetchAt: '2026-11-20T09:30:00.000Z',
      showingSamples: true,
    });
  });

  it('has nothing to report before the first run', async () => {
    const { service } = serviceWith(async () => undefined);
    expect(await service.status()).toEqual({
      lastRunAt: null,
      sources: 0,
      unreachable: 0,
      lastLiveFetchAt: null,
      showingSamples: false,
    });
  });

  it('marks the demo articles as samples, and their outlets and ratings as sample ones', () => {
    expect(toNewsArticle(storedArticle()).sample).toBe(false);
    const rated = { outletName: 'Reuters', outletRating: 'CENTER' as const };
    expect(toNewsArticle(Object.assign(storedArticle(), rated)).outlet).toEqual({
      name: 'Reuters',
      rating: 'CENTER',
      sample: false,
    });
    const sample = toNewsArticle(
      Object.assign(storedArticle(), {
        isDemo: true,
        outletName: 'The Harbour Ledger (sample)',
        outletRating: 'LEFT',
      }),
    );
    expect(sample.sample).toBe(true);
    expect(sample.outlet).toEqual({
      name: 'The Harbour Ledger (sample)',
      rating: 'LEFT',
      sample: true,
    });
  });
});

describe('the article leaning in the answer', () => {
  it('carries a certain reading with its calibrated confidence', () => {
    const article = Object.assign(storedArticle(), { bias: 'RIGHT', biasConfidence: 0.71234 });
    expect(toNewsArticle(article)).toMatchObject({
      bias: 'RIGHT',
      biasConfidence: 0.712,
      biasUncertain: false,
    });
  });

  it('sends no label and no confidence for an uncertain reading, only the flag', () => {
    const article = Object.assign(storedArticle(), {
      bias: 'LEFT',
      biasConfidence: 0.41,
      biasUncertain: true,
      outletName: 'Fox News',
      outletRating: 'RIGHT',
    });
    const answer = toNewsArticle(article);
    expect(answer).toMatchObject({ bias: null, biasConfidence: null, biasUncertain: true });
    // The outlet's own rating is still there: it is what the page shows instead.
    expect(answer.outlet).toEqual({ name: 'Fox News', rating: 'RIGHT', sample: false });
    expect(JSON.stringify(answer)).not.toContain('LEFT');
  });
});

describe('NewsService.dailySentiment', () => {
  it('says which days hold sample articles', async () => {
    const repository = {
      dailySentiment: jest.fn(async () => [
        { date: '2026-11-20', mean: 0.12345, articles: 3, sample: false },
        { date: '2026-11-21', mean: -0.2, articles: 36, sample: true },
      ]),
    } satisfies Partial<NewsRepository>;
    const service = new NewsService(
      repository as Partial<NewsRepository> as NewsRepository,
      {} as FullTextReader,
      {} as StoriesService,
    );
    expect(await service.dailySentiment({ from: '2026-11-20', to: '2026-11-21' })).toEqual([
      { date: '2026-11-20', newsSentiment: 0.123, articles: 3, sample: false },
      { date: '2026-11-21', newsSentiment: -0.2, articles: 36, sample: true },
    ]);
    expect(repository.dailySentiment).toHaveBeenCalledWith(
      new Date('2026-11-20T00:00:00Z'),
      new Date('2026-11-22T00:00:00Z'),
    );
  });
});

describe('NewsService.detail full text', () => {
  it('reads the page by article id and keeps what it found', async () => {
    const page = 'The whole article. '.repeat(20);
    const { service, repository, reader } = serviceWith(async () => page);
    const detail = await service.detail(ID);
    expect(detail.content).toBe(page);
    expect(reader.read).toHaveBeenCalledWith(ID, 'https://news.example/story');
    expect(repository.saveFullText).toHaveBeenCalledWith(ID, page, expect.any(Date));
  });

  it('answers with the stored text, and records nothing, while every extraction slot is busy', async () => {
    const { service, repository } = serviceWith(async () => RUN_BUSY);
    const detail = await service.detail(ID);
    expect(detail.content).toBe('What happened.\n\nWhat happened, told at some length.');
    // Not marked as tried: the next open reads the page.
    expect(repository.saveFullText).not.toHaveBeenCalled();
  });
});
