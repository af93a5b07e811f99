import type { FeedSource } from './feed-source';

/**
 * Major English-language outlets from across the political spectrum, each with the name the bias
 * model's outlet prior knows it by and the category its articles are filed under.
 */
export const DEFAULT_FEEDS: readonly FeedSource[] = [
  { name: 'BBC News', url: 'https://feeds.bbci.co.uk/news/world/rss.xml', category: 'World' },
  {
    name: 'BBC News',
    url: 'https://feeds.bbci.co.uk/news/technology/rss.xml',
    category: 'Technology',
  },
  {
    name: 'BBC News',
    url: 'https://feeds.bbci.co.uk/news/science_and_environment/rss.xml',
    category: 'Science',
  },
  { name: 'NPR', url: 'https://feeds.npr.org/1001/rss.xml', category: 'General' },
  { name: 'NPR', url: 'https://feeds.npr.org/1006/rss.xml', category: 'Business' },
  { name: 'NPR', url: 'https://feeds.npr.org/1128/rss.xml', category: 'Health' },
  { name: 'The Guardian', url: 'https://www.theguardian.com/world/rss', category: 'World' },
  { name: 'The Guardian', url: 'https://www.theguardian.com/sport/rss', category: 'Sports' },
  { name: 'CNN', url: 'http://rss.cnn.com/rss/cnn_topstories.rss', category: 'General' },
  { name: 'Vox', url: 'https://www.vox.com/rss/index.xml', category: 'Politics' },
  { name: 'The Hill', url: 'https://thehill.com/feed/', category: 'Politics' },
  { name: 'Politico', url: 'https://rss.politico.com/politics-news.xml', category: 'Politics' },
  {
    name: 'Christian Science Monitor',
    url: 'https://rss.csmonitor.com/feeds/all',
    category: 'General',
  },
  {
    name: 'Fox News',
    url: 'https://moxie.foxnews.com/google-publisher/latest.xml',
    category: 'General',
  },
  {
    name: 'Fox News',
    url: 'https://moxie.foxnews.com/google-publisher/politics.xml',
    category: 'Politics',
  },
  { name: 'New York Post', url: 'https://nypost.com/feed/', category: 'General' },
  {
    name: 'Washington Times',
    url: 'https://www.washingtontimes.com/rss/headlines/news/',
    category: 'General',
  },
  { name: 'National Review', url: 'https://www.nationalreview.com/feed/', category: 'Politics' },
];
