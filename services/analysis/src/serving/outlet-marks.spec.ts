import { outletNamePattern, stripOutletMarks } from './outlet-marks';

const words = new Set(['reason', 'time', 'hill']);
const names = outletNamePattern(
  ['CNN (Web News)', 'Reuters', 'The Hill', 'Reason', 'New York Times - News', 'Fox News', 'TIME'],
  (w) => words.has(w),
);
const strip = (text: string) => stripOutletMarks(text, names);

describe('stripOutletMarks', () => {
  it('drops datelines, bylines and the outlets named, keeping the report', () => {
    expect(
      strip('WASHINGTON (Reuters) — The Senate passed the bill on Tuesday, Reuters reported.'),
    ).toBe('The Senate passed the bill on Tuesday, reported.');
    expect(strip('Washington (CNN) - A new poll released Wednesday shows a split.')).toBe(
      'A new poll released Wednesday shows a split.',
    );
    expect(strip('By Jane Doe and John Roe\nThe council met.')).toBe('The council met.');
    expect(strip("The New York Times's editors and Fox News hosts disagreed.")).toBe(
      'The editors and hosts disagreed.',
    );
  });

  it('drops the furniture: follow lines, video teasers, credits, addresses and handles', () => {
    const text = [
      'Story highlights John Avlon: lawmakers break with the pledge',
      'Fewer Republicans back the pledge.',
      'Follow @politicalticker Follow @KilloughCNN',
      'JUST WATCHED Norquist: Pledge not to me Replay More Videos ...',
      'Read more at https://example.com/story or write to tips@example.com, @user.',
      "- CNN's Dan Merica contributed to this report.",
      '© 2020 Some Outlet. All rights reserved.',
    ].join('\n');
    expect(strip(text)).toBe('Fewer Republicans back the pledge.');
  });

  it("drops a short line of a site's sign-up or newsletter furniture, not an article's sentence about signing up", () => {
    const text = [
      'Newsletter Sign Up Continue reading the main story',
      'Millions of people sign up for health insurance each year.',
      'Get the stories you care about delivered to your inbox. By signing up, you agree to our Privacy Policy.',
    ].join('\n');
    expect(strip(text)).toBe('Millions of people sign up for health insurance each year.');
  });

  it('keeps ordinary words that are also outlet names, unless written as the name', () => {
    expect(strip('For that reason the hill town voted. The Hill said so. TIME named him.')).toBe(
      'For that reason the hill town voted. said so. named him.',
    );
    // A one-word name that is an ordinary word is not taken out, even capitalised.
    expect(strip('Reason enough to vote.')).toBe('Reason enough to vote.');
  });

  it('keeps a sentence that opens with a dash aside', () => {
    expect(strip('Republicans — who control the House — blocked it.')).toBe(
      'Republicans — who control the House — blocked it.',
    );
  });
});
