import type { DemoText } from './demo-text';

/**
 * The sample events several sample outlets reported, so that the sample set shows stories: one
 * covered from every side (the flood, the plant closure), one mostly by the centre (the rates
 * decision), one the Left misses (the border bill: Right and Center only), one the Right misses
 * (the health coverage expansion: Left and Center only) and one with too few rated outlets to judge
 * (the chip plant). The outlets and their ratings are the sample set's own inventions
 * (sample-outlets.ts); like every sample article they are fictional, written by the project, their
 * addresses lead nowhere and the News page marks them as samples. They carry no labels: the models
 * read them through ingestion.
 */
export const DEMO_COVERAGE: DemoText[] = [
  // The flood: Left, Center, Left, Right.
  {
    slug: 'flood-defences-fail',
    outlet: 'harbour',
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
    slug: 'flood-barriers-give-way',
    outlet: 'meridian',
    title: 'Hundreds in shelters after river barriers fail during storm',
    description:
      'Three towns were evacuated overnight when flood defences gave way under a month of rain in two days.',
    paragraphs: [
      'Hundreds of families were moved to emergency shelters overnight after river barriers failed during a storm that brought a month of rain in two days.',
      'Evacuations took place across three towns. Officials confirmed that repairs to the barriers had been delayed for several years.',
    ],
    category: 'World',
    tags: ['Weather', 'Emergencies'],
    hoursAgo: 2.5,
  },
  {
    slug: 'flood-repairs-delayed',
    outlet: 'northwind',
    title: 'Flood defences fail in storm after years of delayed repairs',
    description:
      'Hundreds were left homeless and three towns evacuated when river barriers gave way; residents ask why repairs were put off for years.',
    paragraphs: [
      'Floodwater swept through three towns after river barriers gave way in a storm, leaving hundreds of families homeless.',
      'Residents said they had warned for years that the defences needed repair, and insurers said claims could take months.',
    ],
    category: 'World',
    tags: ['Weather', 'Emergencies'],
    hoursAgo: 3,
  },
  {
    slug: 'flood-crews-overnight',
    outlet: 'granite',
    title: 'Emergency crews work through the night as flood barriers give way',
    description: 'Storm rains overwhelmed river defences, forcing evacuations across three towns.',
    paragraphs: [
      'Emergency crews worked through the night to evacuate residents of three towns after storm rains overwhelmed river barriers.',
      'Hundreds of people were left homeless, and local officials faced questions over years of delayed repairs.',
    ],
    category: 'World',
    tags: ['Weather', 'Emergencies'],
    hoursAgo: 4,
  },
  // The rates decision: Center, Center, Left, Right.
  {
    slug: 'central-bank-holds-rates',
    outlet: 'meridian',
    title: 'Central bank holds interest rates steady for third month',
    description:
      'Policy makers left the benchmark rate unchanged and said they would watch inflation data before acting.',
    paragraphs: [
      'The central bank kept its benchmark interest rate unchanged on Thursday, the third decision in a row without a move.',
      'In a statement, the rate-setting committee said inflation was close to its target and that it would review new figures on wages and prices before its next meeting in six weeks.',
    ],
    category: 'Business',
    tags: ['Economy', 'Interest rates'],
    hoursAgo: 3.2,
  },
  {
    slug: 'rates-hold-wire',
    outlet: 'copperfield',
    title: 'Central bank leaves benchmark rate unchanged, signals patience on inflation',
    description:
      'The rate-setting committee kept borrowing costs on hold for a third straight meeting and said it wants more wage and price data.',
    paragraphs: [
      'The central bank held its benchmark interest rate on Thursday, its third consecutive decision without a change, as policy makers said inflation was running close to target.',
      'Committee members will review fresh figures on wages and consumer prices before the next meeting in six weeks, the bank said in a statement.',
    ],
    category: 'Business',
    tags: ['Economy', 'Interest rates'],
    hoursAgo: 3.5,
  },
  {
    slug: 'rates-hold-households',
    outlet: 'harbour',
    title: 'Central bank holds interest rates for third month, leaving households waiting',
    description:
      'The central bank left its benchmark rate unchanged for a third meeting, and borrowers hoping for relief on mortgage payments will have to wait.',
    paragraphs: [
      'The central bank left interest rates unchanged for the third month running, disappointing households who had hoped for a cut to ease mortgage payments.',
      'Campaigners for low-income families said the decision kept borrowing costs painfully high, while the bank said it needed more evidence that inflation was beaten.',
    ],
    category: 'Business',
    tags: ['Economy', 'Mortgages'],
    hoursAgo: 4.5,
  },
  {
    slug: 'rates-hold-markets',
    outlet: 'ironbridge',
    title: 'Central bank holds rates steady again as markets weigh inflation outlook',
    description:
      'Policy makers kept the benchmark rate unchanged for a third meeting; investors had expected no move.',
    paragraphs: [
      'The central bank held its key interest rate steady for the third meeting in a row, a decision markets had widely expected.',
      'Officials said they would watch wage and inflation data closely before the next meeting, and stocks rose modestly after the announcement.',
    ],
    category: 'Business',
    tags: ['Economy', 'Markets'],
    hoursAgo: 5,
  },
  // The border bill: Right, Right, Center, Center and one unrated outlet; no Left outlet.
  {
    slug: 'border-security-bill',
    outlet: 'granite',
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
    slug: 'border-bill-victory',
    outlet: 'ironbridge',
    title: 'Border security bill clears final vote, funding thousands of new officers',
    description:
      'Supporters hailed the passage of the border measure after months of talks between the two chambers.',
    paragraphs: [
      'Lawmakers passed a border security bill on Wednesday that funds thousands of new officers and modern surveillance equipment at the crossings.',
      'Sponsors called the final vote a long-overdue step to restore order at the border after months of negotiation between the chambers.',
    ],
    category: 'Politics',
    tags: ['Immigration', 'Legislation'],
    hoursAgo: 7.5,
  },
  {
    slug: 'border-bill-passes-final',
    outlet: 'lantern',
    title: 'Border bill passes after months of negotiation, heads to be signed into law',
    description:
      'The border security measure adds officers and surveillance technology and speeds up processing of claims.',
    paragraphs: [
      'The border security bill passed its final vote on Wednesday following months of negotiation, sending it to be signed into law.',
      'The measure pays for more border officers, new surveillance technology and faster processing of asylum claims.',
    ],
    category: 'Politics',
    tags: ['Immigration', 'Legislation'],
    hoursAgo: 8,
  },
  {
    slug: 'border-bill-officers',
    outlet: 'meridian',
    title: 'Final vote sends border security bill with new officers and technology to law',
    description:
      'The negotiated border package funds officers, surveillance and faster claim processing at busy crossings.',
    paragraphs: [
      'A border security bill won final approval on Wednesday after months of negotiation, funding additional officers and surveillance technology.',
      'Supporters said the faster processing of claims it pays for would ease pressure at the busiest crossings.',
    ],
    category: 'Politics',
    tags: ['Immigration', 'Legislation'],
    hoursAgo: 9,
  },
  {
    slug: 'border-bill-vote-wire',
    outlet: 'copperfield',
    title: 'Border security bill wins final approval after months of negotiation',
    description:
      'The bill funds more border officers, surveillance technology and faster processing of claims.',
    paragraphs: [
      'A border security bill won final approval on Wednesday after months of negotiation between the two chambers.',
      'The measure pays for more officers and surveillance technology and aims to speed up the processing of claims at the crossings.',
    ],
    category: 'Politics',
    tags: ['Immigration', 'Legislation'],
    hoursAgo: 9.5,
  },
  // The chip plant: Center, Right and one unrated outlet: too few rated outlets to judge.
  {
    slug: 'chip-factory-opens',
    outlet: 'copperfield',
    title: 'Chip factory opens, bringing 3,000 jobs to former mill town',
    description:
      'The semiconductor plant is the largest investment the region has seen in decades.',
    paragraphs: [
      'A semiconductor plant opened on the site of a former paper mill, promising 3,000 jobs in a town that lost its main employer a decade ago.',
      'The mayor said the investment had already brought new cafes and shops to the high street, and the local college has started courses to train technicians.',
    ],
    category: 'Technology',
    tags: ['Manufacturing', 'Jobs'],
    hoursAgo: 8.2,
  },
  {
    slug: 'chip-plant-jobs',
    outlet: 'granite',
    title: 'Semiconductor plant opens in former mill town with 3,000 jobs',
    description:
      'The chip factory on the site of an old paper mill is the region’s largest investment in decades.',
    paragraphs: [
      'A chip factory opened on the grounds of a former paper mill, bringing 3,000 jobs to a town that lost its biggest employer ten years ago.',
      'The local college has begun training technicians for the plant, and new shops are opening on the high street.',
    ],
    category: 'Technology',
    tags: ['Manufacturing', 'Jobs'],
    hoursAgo: 8.5,
  },
  {
    slug: 'chip-plant-investment',
    outlet: 'lantern',
    title: 'Chip factory brings 3,000 jobs to former paper mill town',
    description:
      'Officials celebrated the opening of the semiconductor plant, the biggest investment in the region for decades.',
    paragraphs: [
      'Officials opened a semiconductor factory on the site of a former paper mill, with 3,000 jobs promised for the town.',
      'The mayor said the plant had already brought new businesses to the high street.',
    ],
    category: 'Technology',
    tags: ['Manufacturing', 'Jobs'],
    hoursAgo: 9.2,
  },
  // The plant closure: Center, Left, Right.
  {
    slug: 'plant-closure-jobs',
    outlet: 'meridian',
    title: 'Carmaker to close assembly plant with the loss of 2,400 jobs',
    description:
      'Workers were told on Monday that the plant will shut next year, a heavy blow to a town that has built cars for sixty years.',
    paragraphs: [
      'A carmaker said on Monday it will close its assembly plant next year, cutting 2,400 jobs in a town that has built cars for sixty years.',
      'Suppliers in the region warned that hundreds more jobs could go with the plant. Local leaders called the news devastating and asked the government for help.',
    ],
    category: 'Business',
    tags: ['Manufacturing', 'Jobs'],
    hoursAgo: 11.5,
  },
  {
    slug: 'plant-closure-town',
    outlet: 'northwind',
    title: 'Town reels as carmaker announces assembly plant closure and 2,400 job losses',
    description:
      'Union leaders called the decision to shut the plant a betrayal of workers who have built cars there for sixty years.',
    paragraphs: [
      'The closure of the carmaker’s assembly plant, announced on Monday, will cost 2,400 jobs in a town that has built cars for sixty years.',
      'Union leaders called it a betrayal of a loyal workforce, and workers leaving the gates said they feared for their families and their homes.',
    ],
    category: 'Business',
    tags: ['Manufacturing', 'Labour'],
    hoursAgo: 11,
  },
  {
    slug: 'plant-closure-costs',
    outlet: 'ironbridge',
    title:
      'Carmaker confirms it will close assembly plant with 2,400 job cuts, blaming energy costs',
    description:
      'The plant, which has built cars for sixty years, will shut next year; the company said high energy prices made it too costly to run.',
    paragraphs: [
      'The carmaker confirmed on Monday that it will close its assembly plant next year with the loss of 2,400 jobs.',
      'Executives blamed high energy prices and weak demand for the cars built there, and said the sixty-year-old site was too costly to keep open.',
    ],
    category: 'Business',
    tags: ['Manufacturing', 'Energy'],
    hoursAgo: 10.5,
  },
  // The health coverage expansion: Left, Left, Center, Center and one unrated outlet; no Right.
  {
    slug: 'healthcare-coverage-expands',
    outlet: 'northwind',
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
    slug: 'coverage-expansion-milestone',
    outlet: 'harbour',
    title: 'Health coverage expansion reaches half a million people in its first year',
    description:
      'The public coverage programme has pushed the uninsured rate to a record low, officials say.',
    paragraphs: [
      'Half a million people have enrolled in the public health coverage expansion in its first year, bringing the uninsured rate to a record low.',
      'Clinics say more patients are coming in for check-ups and early treatment now that care is affordable.',
    ],
    category: 'Health',
    tags: ['Healthcare', 'Policy'],
    hoursAgo: 19.5,
  },
  {
    slug: 'coverage-expansion-families',
    outlet: 'lantern',
    title: 'Half a million more people gain health coverage as expansion passes first year',
    description:
      'Working families enrolled in the coverage expansion say check-ups and treatment are finally within reach.',
    paragraphs: [
      'A public health coverage expansion has signed up 500,000 people in its first year, pushing the share of people without insurance to a record low.',
      'Families who enrolled described seeing a doctor for the first time in years, and clinics report more early treatment.',
    ],
    category: 'Health',
    tags: ['Healthcare', 'Policy'],
    hoursAgo: 20,
  },
  {
    slug: 'coverage-expansion-enrolment',
    outlet: 'meridian',
    title: 'Health coverage expansion enrols 500,000 people, uninsured rate hits record low',
    description:
      'First-year figures for the public coverage expansion show enrolment of half a million people.',
    paragraphs: [
      'The public health coverage expansion enrolled 500,000 people in its first year, and the uninsured rate fell to a record low, officials said.',
      'Clinics report more check-ups and early treatment among newly covered patients.',
    ],
    category: 'Health',
    tags: ['Healthcare', 'Policy'],
    hoursAgo: 21,
  },
  {
    slug: 'coverage-expansion-figures',
    outlet: 'copperfield',
    title: 'Public health coverage expansion enrols half a million in first year',
    description:
      'Official figures show the uninsured rate at a record low one year after the expansion began.',
    paragraphs: [
      'The public health coverage expansion enrolled about half a million people in its first year, pushing the uninsured rate to a record low, according to official figures.',
      'Clinics reported more check-ups and earlier treatment among newly covered patients.',
    ],
    category: 'Health',
    tags: ['Healthcare', 'Policy'],
    hoursAgo: 21.5,
  },
];
