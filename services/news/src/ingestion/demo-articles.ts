import { DEMO_SOURCE } from '@sentilog/contracts';
import { IncomingArticle } from '../feeds/feed-items';
import { DEMO_COVERAGE } from './demo-coverage';
import type { DemoText } from './demo-text';

/**
 * Articles the project wrote itself, shown when no feed could be reached (a machine without
 * internet) so the News page is never empty. Fictional, under the source 'SentiLog Demo', and
 * removed as soon as real articles arrive. They carry no labels: ingestion has the models read
 * them like any feed's articles (ingestion-run.ts). They were written across good news, bad news
 * and plain reports, and across topics either side of politics writes about, so that the filters
 * have something to show; what each is labelled is the models' reading.
 */
const DEMO: DemoText[] = [
  {
    slug: 'community-solar-cooperative',
    title: 'Village solar cooperative cuts energy bills by a third',
    description:
      'Residents who pooled savings for rooftop panels report lower bills and a surplus sold back to the grid.',
    paragraphs: [
      'A cooperative of 240 households has finished its first full year of shared rooftop solar, and members say their electricity bills fell by about a third.',
      'The group sold its surplus power back to the regional grid and plans to spend the income on insulation for the village school. Organisers credit volunteers who handled the paperwork and a local bank that offered a low-interest loan.',
    ],
    category: 'Environment',
    tags: ['Energy', 'Community'],
    hoursAgo: 1,
  },
  {
    slug: 'flood-defences-fail',
    title: 'Flood defences fail as storm leaves hundreds homeless',
    description:
      'Emergency crews worked through the night after river barriers gave way, forcing evacuations across three towns.',
    paragraphs: [
      'Hundreds of families spent the night in emergency shelters after river barriers failed during a storm that dropped a month of rain in two days.',
      'Local officials said repairs to the barriers had been delayed for years. Residents described losing furniture, cars and family photographs, and insurers warned that claims could take months to settle.',
    ],
    category: 'World',
    tags: ['Weather', 'Emergencies'],
    hoursAgo: 2,
  },
  {
    slug: 'central-bank-holds-rates',
    title: 'Central bank holds interest rates steady for third month',
    description:
      'Policy makers left the benchmark rate unchanged and said they would watch inflation data before acting.',
    paragraphs: [
      'The central bank kept its benchmark interest rate unchanged on Thursday, the third decision in a row without a move.',
      'In a statement, the rate-setting committee said inflation was close to its target and that it would review new figures on wages and prices before its next meeting in six weeks.',
    ],
    category: 'Business',
    tags: ['Economy', 'Interest rates'],
    hoursAgo: 3,
  },
  {
    slug: 'rare-disease-treatment',
    title: 'New treatment brings hope to children with rare muscle disease',
    description:
      'Early trial results show most young patients regained strength, a result doctors called remarkable.',
    paragraphs: [
      'Doctors running a small clinical trial say most of the children who received a new gene therapy for a rare muscle-wasting disease regained strength within a year.',
      'Parents described children climbing stairs and riding bicycles for the first time. Researchers cautioned that larger trials are needed, but called the early results remarkable.',
    ],
    category: 'Health',
    tags: ['Medicine', 'Research'],
    hoursAgo: 4,
  },
  {
    slug: 'tax-cut-debate',
    title: 'Lawmakers clash over tax cuts as deficit widens',
    description:
      'Supporters say lower taxes will spur growth; critics warn the plan rewards the wealthy and deepens the deficit.',
    paragraphs: [
      'A proposal to cut income and business taxes drew sharp exchanges in parliament on Tuesday as new figures showed the budget deficit growing faster than forecast.',
      'Backers argued that lower taxes would free businesses to hire and invest. Opponents said the plan would mostly benefit high earners and force cuts to public services.',
    ],
    category: 'Politics',
    tags: ['Taxes', 'Budget'],
    hoursAgo: 5,
  },
  {
    slug: 'minimum-wage-rise',
    title: 'Workers celebrate as minimum wage rise takes effect',
    description:
      'Unions hailed the increase as a victory for low-paid staff, while some small firms said they would manage the cost.',
    paragraphs: [
      'A higher minimum wage came into force at midnight, giving about two million workers a raise.',
      'Union leaders called it a long-overdue victory for people in care homes, shops and kitchens. Several small business owners said the change was manageable and would help them keep staff.',
    ],
    category: 'Business',
    tags: ['Labour', 'Wages'],
    hoursAgo: 6,
  },
  {
    slug: 'border-security-bill',
    title: 'Border security bill passes after months of negotiation',
    description:
      'The measure funds more officers and surveillance technology; sponsors say it restores order at crossings.',
    paragraphs: [
      'A border security bill cleared its final vote on Wednesday after months of negotiation between the two chambers.',
      'The law pays for additional officers, new surveillance technology and faster processing of claims. Its sponsors said it would restore order at busy crossings.',
    ],
    category: 'Politics',
    tags: ['Immigration', 'Legislation'],
    hoursAgo: 7,
  },
  {
    slug: 'chip-factory-opens',
    title: 'Chip factory opens, bringing 3,000 jobs to former mill town',
    description:
      'The semiconductor plant is the largest investment the region has seen in decades.',
    paragraphs: [
      'A semiconductor plant opened on the site of a former paper mill, promising 3,000 jobs in a town that lost its main employer a decade ago.',
      'The mayor said the investment had already brought new cafes and shops to the high street, and the local college has started courses to train technicians.',
    ],
    category: 'Technology',
    tags: ['Manufacturing', 'Jobs'],
    hoursAgo: 8,
  },
  {
    slug: 'data-breach-millions',
    title: 'Data breach exposes personal details of millions of customers',
    description:
      'Names, addresses and partial card numbers were stolen in an attack the company discovered weeks later.',
    paragraphs: [
      'A retailer said attackers stole names, addresses and partial card numbers belonging to millions of customers, weeks before the breach was noticed.',
      'Security experts criticised the company for storing old records it no longer needed. Regulators have opened an investigation, and customers were told to watch for fraudulent messages.',
    ],
    category: 'Technology',
    tags: ['Cybersecurity', 'Privacy'],
    hoursAgo: 9,
  },
  {
    slug: 'climate-report-warning',
    title: 'Climate report warns of accelerating ice loss and rising seas',
    description:
      'Scientists say emissions cuts promised so far fall short and coastal cities face growing risks.',
    paragraphs: [
      'A new assessment by climate scientists finds that ice sheets are losing mass faster than expected, raising projections for sea level rise this century.',
      'The authors warn that current pledges to cut emissions fall well short and that coastal cities face severe flooding risks without urgent action and investment in defences.',
    ],
    category: 'Environment',
    tags: ['Climate', 'Science'],
    hoursAgo: 10,
  },
  {
    slug: 'library-opening-hours',
    title: 'City council publishes new library opening hours',
    description:
      'Branches will open an hour later on weekdays and stay open on Sunday afternoons from next month.',
    paragraphs: [
      'The city council has published revised opening hours for its twelve public libraries, taking effect at the start of next month.',
      'Branches will open at ten on weekdays and add Sunday afternoon hours. The council said the change follows a survey of library users.',
    ],
    category: 'General',
    tags: ['Local', 'Libraries'],
    hoursAgo: 11,
  },
  {
    slug: 'underdog-cup-win',
    title: 'Underdogs stun champions to win the cup in extra time',
    description:
      'A last-minute goal capped a thrilling final and sent thousands of fans into joyful celebrations.',
    paragraphs: [
      'A second-tier side beat the reigning champions in extra time to lift the cup for the first time in the club’s history.',
      'Fans poured into the streets of the small town to celebrate, and the manager said the win belonged to the volunteers who kept the club alive through difficult years.',
    ],
    category: 'Sports',
    tags: ['Football', 'Cup final'],
    hoursAgo: 12,
  },
  {
    slug: 'doping-ban',
    title: 'Star sprinter banned for four years after failed drug test',
    description:
      'The ban rules the athlete out of the next two championships and strips a national record.',
    paragraphs: [
      'Athletics authorities banned a leading sprinter for four years after a sample tested positive for a prohibited substance.',
      'The decision strips the athlete of a national record and rules them out of the next two world championships. Teammates said they were shocked and disappointed.',
    ],
    category: 'Sports',
    tags: ['Athletics', 'Doping'],
    hoursAgo: 13,
  },
  {
    slug: 'school-choice-expansion',
    title: 'Parents welcome expansion of school choice programme',
    description:
      'The state will let more families use education savings accounts for private or charter schools.',
    paragraphs: [
      'The state will expand its education savings account programme, letting more families spend public funds on private tuition, charter schools or tutoring.',
      'Parents at a rally said the change gives them freedom to pick the school that suits their children. Teachers’ unions argued it drains money from public schools.',
    ],
    category: 'Education',
    tags: ['Schools', 'Policy'],
    hoursAgo: 14,
  },
  {
    slug: 'public-transit-funding',
    title: 'Transit riders face cuts as public funding runs short',
    description:
      'Advocates say fewer buses will hit low-income commuters hardest and call for new public investment.',
    paragraphs: [
      'The regional transit authority will cut bus frequencies on forty routes after a funding shortfall, a move riders say will make commutes longer and less reliable.',
      'Advocates for low-income workers called on the government to invest in public transport, arguing that cuts fall hardest on those without cars.',
    ],
    category: 'Politics',
    tags: ['Transport', 'Public services'],
    hoursAgo: 15,
  },
  {
    slug: 'space-telescope-images',
    title: 'Space telescope captures stunning images of distant galaxies',
    description:
      'Astronomers say the new pictures reveal star formation in more detail than ever before.',
    paragraphs: [
      'Astronomers released new images from a space telescope showing spiral galaxies billions of light years away in extraordinary detail.',
      'Researchers said the pictures reveal young stars forming inside clouds of dust and gas, and will help answer questions about how the first galaxies grew.',
    ],
    category: 'Science',
    tags: ['Astronomy', 'Space'],
    hoursAgo: 16,
  },
  {
    slug: 'census-results',
    title: 'Census results show slower population growth and an older society',
    description:
      'The national statistics office published the first results of the census taken last spring.',
    paragraphs: [
      'The national statistics office released the first results of last spring’s census, showing the population grew more slowly over the past decade than in the one before.',
      'The median age rose by two years. More detailed figures on households, languages and commuting will be published over the coming months.',
    ],
    category: 'General',
    tags: ['Statistics', 'Population'],
    hoursAgo: 17,
  },
  {
    slug: 'small-business-regulation',
    title: 'Small business owners say red tape is strangling growth',
    description:
      'A survey finds owners spend hours each week on compliance, and many blame new government rules.',
    paragraphs: [
      'Owners of small businesses say new reporting rules are costing them hours every week, according to a survey by a trade association.',
      'Many respondents said they had delayed hiring because of the burden and called on the government to scrap regulations they described as needless and costly.',
    ],
    category: 'Business',
    tags: ['Regulation', 'Small business'],
    hoursAgo: 18,
  },
  {
    slug: 'healthcare-coverage-expands',
    title: 'Health coverage expansion reaches 500,000 more people',
    description:
      'Officials say the programme has cut the uninsured rate to a record low in its first year.',
    paragraphs: [
      'A public health coverage expansion has enrolled half a million people in its first year, pushing the uninsured rate to a record low.',
      'Clinics report more patients getting check-ups and early treatment. Supporters say it shows government programmes can make care affordable for working families.',
    ],
    category: 'Health',
    tags: ['Healthcare', 'Policy'],
    hoursAgo: 19,
  },
  {
    slug: 'museum-exhibition-opens',
    title: 'Museum opens exhibition of medieval maps',
    description:
      'The show brings together forty maps from collections in six countries and runs until spring.',
    paragraphs: [
      'A new exhibition of medieval maps opened at the national museum on Saturday, bringing together forty works lent by collections in six countries.',
      'The curators said the maps show how travellers and merchants pictured the world. The exhibition runs until the end of March.',
    ],
    category: 'Culture',
    tags: ['Museums', 'History'],
    hoursAgo: 20,
  },
];

export type DemoArticle = IncomingArticle & { isDemo: true };

/** The demo set, dated just before `now` so it sorts like a fresh feed; unlabelled. */
export function demoArticles(now = new Date()): DemoArticle[] {
  return [...DEMO, ...DEMO_COVERAGE].map((demo) => ({
    url: `https://demo.sentilog.invalid/articles/${demo.slug}`,
    title: demo.title,
    description: demo.description,
    text: demo.paragraphs.join('\n\n'),
    source: demo.source ?? DEMO_SOURCE,
    author: 'SentiLog Demo Desk',
    category: demo.category,
    tags: demo.tags,
    publishedAt: new Date(now.getTime() - demo.hoursAgo * 60 * 60 * 1000),
    isDemo: true,
  }));
}
