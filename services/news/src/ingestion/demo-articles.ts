import type { NewsBias } from '@sentilog/contracts';
import { IncomingArticle } from '../feeds/feed-items';
import { DEMO_COVERAGE } from './demo-coverage';
import type { DemoText } from './demo-text';
import { SAMPLE_OUTLETS } from './sample-outlets';

/**
 * Articles the project wrote itself, shown when no feed could be reached (a machine without
 * internet) so the News page is never empty. Fictional, under fictional sample outlets
 * (sample-outlets.ts), and removed as soon as real articles arrive. They carry no labels:
 * ingestion has the models read them like any feed's articles (ingestion-run.ts). They are written
 * to read like a day's news: clear bad news (disasters, accidents, job losses, crime, illness),
 * clear good news and plain reports, in about the proportions a news day has (bad news the largest
 * share), over topics either side of politics writes about; what each is labelled is the models'
 * reading. These are single reports; demo-coverage.ts holds the events several outlets reported.
 */
const DEMO: DemoText[] = [
  {
    slug: 'community-solar-cooperative',
    outlet: 'lantern',
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
    slug: 'train-derailment',
    outlet: 'meridian',
    title: 'Three killed as passenger train derails after landslide',
    description:
      'Dozens of passengers were injured when a morning service hit debris on the line; rescuers worked for hours to free people trapped in the carriages.',
    paragraphs: [
      'Three people were killed and 41 injured when a passenger train derailed after running into a landslide on Tuesday morning, emergency services said.',
      'Rescuers worked for more than five hours to free passengers trapped in the front carriages. The rail operator has suspended services on the line while investigators examine why the slope gave way after days of heavy rain.',
    ],
    category: 'World',
    tags: ['Transport', 'Accidents'],
    hoursAgo: 1.5,
  },
  {
    slug: 'apartment-block-fire',
    outlet: 'lantern',
    title: 'Two die in overnight tower block blaze after fire alarms fail',
    description:
      'Residents described smoke filling the stairwells as the fire spread through eight floors; 34 people were taken to hospital.',
    paragraphs: [
      'Two people died and 34 were taken to hospital after a fire tore through an eight-storey apartment block in the early hours of Sunday.',
      "Residents said they woke to smoke pouring into the stairwells and heard no alarm. Fire officials confirmed that the building's alarm system had failed an inspection in the spring, and the city has opened an inquiry.",
    ],
    category: 'World',
    tags: ['Fire', 'Housing'],
    hoursAgo: 2.2,
  },
  {
    slug: 'rare-disease-treatment',
    outlet: 'meridian',
    title: 'New treatment brings hope to children with rare muscle disease',
    description:
      'Early trial results show most young patients regained strength, a result doctors called remarkable.',
    paragraphs: [
      'Doctors running a small clinical trial say most of the children who received a new gene therapy for a rare muscle-wasting disease regained strength within a year.',
      'Parents described children climbing stairs and riding bicycles for the first time. Researchers cautioned that larger trials are needed, but called the early results remarkable.',
    ],
    category: 'Health',
    tags: ['Medicine', 'Research'],
    hoursAgo: 4.2,
  },
  {
    slug: 'shop-robberies-sentence',
    outlet: 'ironbridge',
    title: 'Man jailed for violent robberies that terrorised corner shops',
    description:
      'The judge said the attacks left shopkeepers afraid to open their doors, and one owner still suffers from his injuries.',
    paragraphs: [
      'A 34-year-old man was jailed for nine years on Friday for a string of armed robberies at corner shops across the city last winter.',
      'The court heard that he threatened staff with a knife in seven raids and beat one shop owner so badly that he spent a week in hospital. The judge said the attacks had left a community frightened and shopkeepers afraid to open their doors.',
    ],
    category: 'Crime',
    tags: ['Courts', 'Crime'],
    hoursAgo: 5.2,
  },
  {
    slug: 'tax-cut-debate',
    outlet: 'ironbridge',
    title: 'Lawmakers clash over tax cuts as deficit widens',
    description:
      'Supporters say lower taxes will spur growth; critics warn the plan rewards the wealthy and deepens the deficit.',
    paragraphs: [
      'A proposal to cut income and business taxes drew sharp exchanges in parliament on Tuesday as new figures showed the budget deficit growing faster than forecast.',
      'Backers argued that lower taxes would free businesses to hire and invest. Opponents said the plan would mostly benefit high earners and force cuts to public services.',
    ],
    category: 'Politics',
    tags: ['Taxes', 'Budget'],
    hoursAgo: 5.7,
  },
  {
    slug: 'wildfire-homes-destroyed',
    outlet: 'granite',
    title: 'Wind-driven wildfire burns 200 homes in drought-hit hill towns',
    description:
      'Thousands fled as flames swept down from the dry forest; four people are missing and crews warn the fire is still out of control.',
    paragraphs: [
      'A wildfire fanned by strong winds destroyed about 200 homes in two hillside towns overnight, forcing thousands of residents to flee with little more than the clothes they wore.',
      'Four people are missing. Firefighters said the blaze was still out of control on Wednesday afternoon and warned that a change in the wind could threaten more neighbourhoods.',
    ],
    category: 'Environment',
    tags: ['Wildfires', 'Emergencies'],
    hoursAgo: 6.2,
  },
  {
    slug: 'minimum-wage-rise',
    outlet: 'harbour',
    title: 'Workers celebrate as minimum wage rise takes effect',
    description:
      'Unions hailed the increase as a victory for low-paid staff, while some small firms said they would manage the cost.',
    paragraphs: [
      'A higher minimum wage came into force at midnight, giving about two million workers a raise.',
      'Union leaders called it a long-overdue victory for people in care homes, shops and kitchens. Several small business owners said the change was manageable and would help them keep staff.',
    ],
    category: 'Business',
    tags: ['Labour', 'Wages'],
    hoursAgo: 6.7,
  },
  {
    slug: 'data-breach-millions',
    outlet: 'harbour',
    title: 'Data breach exposes personal details of millions of customers',
    description:
      'Names, addresses and partial card numbers were stolen in an attack the company discovered weeks later.',
    paragraphs: [
      'A retailer said attackers stole names, addresses and partial card numbers belonging to millions of customers, weeks before the breach was noticed.',
      'Security experts criticised the company for storing old records it no longer needed. Regulators have opened an investigation, and customers were told to watch for fraudulent messages.',
    ],
    category: 'Technology',
    tags: ['Cybersecurity', 'Privacy'],
    hoursAgo: 9.7,
  },
  {
    slug: 'measles-outbreak-schools',
    outlet: 'northwind',
    title: 'Measles outbreak spreads to five schools as cases double',
    description:
      'Health officials warned that unvaccinated children are at serious risk after 46 cases were confirmed in a fortnight.',
    paragraphs: [
      'A measles outbreak has spread to five schools, with 46 cases confirmed in two weeks, double the figure reported the week before.',
      "Eleven children have been treated in hospital. Health officials urged parents to check their children's vaccinations and warned that the disease can cause serious complications.",
    ],
    category: 'Health',
    tags: ['Public health', 'Schools'],
    hoursAgo: 10.2,
  },
  {
    slug: 'climate-report-warning',
    outlet: 'northwind',
    title: 'Climate report warns of accelerating ice loss and rising seas',
    description:
      'Scientists say emissions cuts promised so far fall short and coastal cities face growing risks.',
    paragraphs: [
      'A new assessment by climate scientists finds that ice sheets are losing mass faster than expected, raising projections for sea level rise this century.',
      'The authors warn that current pledges to cut emissions fall well short and that coastal cities face severe flooding risks without urgent action and investment in defences.',
    ],
    category: 'Environment',
    tags: ['Climate', 'Science'],
    hoursAgo: 10.7,
  },
  {
    slug: 'library-opening-hours',
    outlet: 'lantern',
    title: 'City council publishes new library opening hours',
    description:
      'Branches will open an hour later on weekdays and stay open on Sunday afternoons from next month.',
    paragraphs: [
      'The city council has published revised opening hours for its twelve public libraries, taking effect at the start of next month.',
      'Branches will open at ten on weekdays and add Sunday afternoon hours. The council said the change follows a survey of library users.',
    ],
    category: 'General',
    tags: ['Local', 'Libraries'],
    hoursAgo: 11.2,
  },
  {
    slug: 'underdog-cup-win',
    outlet: 'copperfield',
    title: 'Underdogs stun champions to win the cup in extra time',
    description:
      'A last-minute goal capped a thrilling final and sent thousands of fans into joyful celebrations.',
    paragraphs: [
      'A second-tier side beat the reigning champions in extra time to lift the cup for the first time in the club’s history.',
      'Fans poured into the streets of the small town to celebrate, and the manager said the win belonged to the volunteers who kept the club alive through difficult years.',
    ],
    category: 'Sports',
    tags: ['Football', 'Cup final'],
    hoursAgo: 12.2,
  },
  {
    slug: 'hospital-waiting-lists',
    outlet: 'harbour',
    title: 'Hospital waiting lists hit record high as staff shortages worsen',
    description:
      'Patients described waiting months in pain for operations, and nurses say wards are running with too few staff to cope.',
    paragraphs: [
      'The number of patients waiting for planned hospital treatment has reached a record 7.8 million, official figures showed on Thursday.',
      'Patients described months of pain while waiting for hip and knee operations. Nurses said wards were running with too few staff to cope, and hospital leaders warned the winter would make the backlog worse.',
    ],
    category: 'Health',
    tags: ['Hospitals', 'Healthcare'],
    hoursAgo: 12.7,
  },
  {
    slug: 'department-store-collapse',
    outlet: 'copperfield',
    title: 'Department store chain collapses, putting 4,000 jobs at risk',
    description:
      'Administrators were called in after talks with lenders failed; staff said they learned the news from social media.',
    paragraphs: [
      'A department store chain with 61 shops collapsed into administration on Wednesday after last-ditch talks with its lenders failed, putting 4,000 jobs at risk.',
      'Staff said they learned that their employer had gone under from posts on social media. Administrators said the shops would stay open while they looked for a buyer, but warned that closures were likely.',
    ],
    category: 'Business',
    tags: ['Retail', 'Jobs'],
    hoursAgo: 13.2,
  },
  {
    slug: 'school-choice-expansion',
    outlet: 'granite',
    title: 'Parents welcome expansion of school choice programme',
    description:
      'The state will let more families use education savings accounts for private or charter schools.',
    paragraphs: [
      'The state will expand its education savings account programme, letting more families spend public funds on private tuition, charter schools or tutoring.',
      'Parents at a rally said the change gives them freedom to pick the school that suits their children. Teachers’ unions argued it drains money from public schools.',
    ],
    category: 'Education',
    tags: ['Schools', 'Policy'],
    hoursAgo: 14.2,
  },
  {
    slug: 'hikers-rescued',
    outlet: 'lantern',
    title: 'Volunteers rescue six stranded hikers after freezing night on the mountain',
    description:
      'All six walkers were found safe and well at dawn, and thanked the volunteer team for saving their lives.',
    paragraphs: [
      'Volunteer mountain rescuers found six hikers safe and well at dawn after the group was stranded overnight by fog and snow on a high ridge.',
      'The walkers, who had sheltered behind rocks, thanked the team for saving their lives. The rescuers said the group had done everything right by staying together and calling for help early.',
    ],
    category: 'World',
    tags: ['Rescue', 'Outdoors'],
    hoursAgo: 15.2,
  },
  {
    slug: 'space-telescope-images',
    outlet: 'meridian',
    title: 'Space telescope captures stunning images of distant galaxies',
    description:
      'Astronomers say the new pictures reveal star formation in more detail than ever before.',
    paragraphs: [
      'Astronomers released new images from a space telescope showing spiral galaxies billions of light years away in extraordinary detail.',
      'Researchers said the pictures reveal young stars forming inside clouds of dust and gas, and will help answer questions about how the first galaxies grew.',
    ],
    category: 'Science',
    tags: ['Astronomy', 'Space'],
    hoursAgo: 16.2,
  },
  {
    slug: 'census-results',
    outlet: 'copperfield',
    title: 'Census results show slower population growth and an older society',
    description:
      'The national statistics office published the first results of the census taken last spring.',
    paragraphs: [
      'The national statistics office released the first results of last spring’s census, showing the population grew more slowly over the past decade than in the one before.',
      'The median age rose by two years. More detailed figures on households, languages and commuting will be published over the coming months.',
    ],
    category: 'General',
    tags: ['Statistics', 'Population'],
    hoursAgo: 17.2,
  },
  {
    slug: 'council-budget-approved',
    outlet: 'copperfield',
    title: 'City council approves budget with 2% rise in property tax',
    description:
      'The spending plan keeps most services at their current level and adds money for road repairs from April.',
    paragraphs: [
      'The city council approved next year’s budget on Monday evening by 31 votes to 17, including a 2% rise in property tax.',
      'The plan keeps most services at their current level and sets aside more money for road repairs. It takes effect in April.',
    ],
    category: 'Politics',
    tags: ['Local government', 'Budget'],
    hoursAgo: 18.2,
  },
  {
    slug: 'museum-exhibition-opens',
    outlet: 'northwind',
    title: 'Museum opens exhibition of medieval maps',
    description:
      'The show brings together forty maps from collections in six countries and runs until spring.',
    paragraphs: [
      'A new exhibition of medieval maps opened at the national museum on Saturday, bringing together forty works lent by collections in six countries.',
      'The curators said the maps show how travellers and merchants pictured the world. The exhibition runs until the end of March.',
    ],
    category: 'Culture',
    tags: ['Museums', 'History'],
    hoursAgo: 20.2,
  },
];

/** A sample article: unlabelled, under its sample outlet, with that outlet's sample rating. */
export type DemoArticle = IncomingArticle & { isDemo: true; sampleRating: NewsBias | null };

/** The sample set, dated just before `now` so it sorts like a fresh feed; unlabelled. */
export function demoArticles(now = new Date()): DemoArticle[] {
  return [...DEMO, ...DEMO_COVERAGE].map((demo) => {
    const outlet = SAMPLE_OUTLETS[demo.outlet];
    return {
      url: `https://demo.sentilog.invalid/articles/${demo.slug}`,
      title: demo.title,
      description: demo.description,
      text: demo.paragraphs.join('\n\n'),
      source: outlet.name,
      author: 'SentiLog sample desk',
      category: demo.category,
      tags: demo.tags,
      publishedAt: new Date(now.getTime() - demo.hoursAgo * 60 * 60 * 1000),
      isDemo: true,
      sampleRating: outlet.rating,
    };
  });
}
