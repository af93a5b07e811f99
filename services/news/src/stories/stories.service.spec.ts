import { NewsRepository } from '../news.repository';
import { Article } from '../articles/article.entity';
import { StoriesService } from './stories.service';
import { Story } from './story.entity';

const story = (id: string, articleCount: number): Story => ({
  id,
  title: `Story ${id}`,
  firstPublishedAt: new Date('2026-11-20T08:00:00Z'),
  lastPublishedAt: new Date('2026-11-20T10:00:00Z'),
  centroid: [1, 0],
  articleCount,
  createdAt: new Date('2026-11-20T10:00:00Z'),
});

const article = (storyId: string, source: string, isDemo = false) =>
  ({
    id: `${storyId}-${source}`,
    url: `https://x.test/${storyId}/${source}`,
    title: source,
    description: '',
    text: '',
    source,
    author: null,
    category: 'World',
    tags: [],
    publishedAt: new Date('2026-11-20T09:00:00Z'),
    readTime: '1 min read',
    sentiment: 'Neutral',
    sentimentScore: 0.1,
    confidence: 0.8,
    bias: 'CENTER',
    biasConfidence: 0.5,
    sentimentUncertain: false,
    sentimentModel: 'accurate@2.1.0',
    biasUncertain: false,
    biasModel: 'accurate@2.0.0',
    outletName: null,
    outletRating: null,
    isDemo,
    storyId,
  }) as unknown as Article;

const ID = '0b0e3c1e-8a0f-4c55-9d27-6a0e9a1c2f10';

function serviceWith(stories: Story[], articles: Article[]) {
  const repository = {
    listStories: jest.fn(async () => stories),
    findStory: jest.fn(async (id: string) => stories.find((s) => s.id === id) ?? null),
    storyArticles: jest.fn(async (ids: readonly string[]) =>
      articles.filter((a) => ids.includes(a.storyId!)),
    ),
  } satisfies Partial<NewsRepository>;
  return {
    service: new StoriesService(repository as Partial<NewsRepository> as NewsRepository),
    repository,
  };
}

describe('StoriesService', () => {
  it('lists stories of two or more articles with their own articles’ coverage', async () => {
    const { service, repository } = serviceWith(
      [story('s1', 2), story('s2', 3)],
      [
        article('s1', 'A'),
        article('s1', 'B', true),
        article('s2', 'C', true),
        article('s2', 'D', true),
      ],
    );
    const listed = await service.list();
    expect(repository.listStories).toHaveBeenCalledWith(2, 50);
    expect(listed.map((s) => [s.id, s.articleCount, s.outlets.length, s.sample])).toEqual([
      ['s1', 2, 2, false],
      ['s2', 2, 2, true],
    ]);
  });

  it('feeds the stories one side barely covers, counting those too thinly rated to judge', async () => {
    const rated = (storyId: string, source: string, rating: 'LEFT' | 'CENTER' | 'RIGHT') =>
      Object.assign(article(storyId, source), { outletName: source, outletRating: rating });
    const { service, repository } = serviceWith(
      [story('right-only', 4), story('balanced', 3), story('thin', 3)],
      [
        rated('right-only', 'Fox News', 'RIGHT'),
        rated('right-only', 'Breitbart News', 'RIGHT'),
        rated('right-only', 'Washington Times', 'RIGHT'),
        rated('right-only', 'Reuters', 'CENTER'),
        rated('balanced', 'The Guardian', 'LEFT'),
        rated('balanced', 'Reuters', 'CENTER'),
        rated('balanced', 'Fox News', 'RIGHT'),
        rated('thin', 'Vox', 'LEFT'),
        article('thin', 'Local Paper'),
        article('thin', 'Another Blog'),
      ],
    );
    const feed = await service.blindspots();
    // Only stories with as many articles as a blindspot needs rated outlets are looked at.
    expect(repository.listStories).toHaveBeenCalledWith(3, 200);
    expect(feed.stories.map((s) => [s.id, s.blindspots])).toEqual([['right-only', ['LEFT']]]);
    expect(feed.checked).toBe(3);
    expect(feed.tooFewRated).toBe(1);
  });

  it('answers a story with its articles, 400 for a malformed id and 404 for an unknown one', async () => {
    const { service } = serviceWith([story(ID, 2)], [article(ID, 'A'), article(ID, 'B')]);
    const detail = await service.detail(ID);
    expect(detail.articles.map((a) => a.source)).toEqual(['A', 'B']);
    await expect(service.detail('nope')).rejects.toMatchObject({
      error: { statusCode: 400, error: 'Invalid story id' },
    });
    await expect(service.detail('1b0e3c1e-8a0f-4c55-9d27-6a0e9a1c2f10')).rejects.toMatchObject({
      error: { statusCode: 404, error: 'Story not found' },
    });
  });

  it('links an article to its story only when the story has other articles', async () => {
    const { service } = serviceWith([story('two', 2), story('one', 1)], []);
    expect(await service.linkedStory('two')).toBe('two');
    expect(await service.linkedStory('one')).toBeNull();
    expect(await service.linkedStory('gone')).toBeNull();
    expect(await service.linkedStory(null)).toBeNull();
  });
});
