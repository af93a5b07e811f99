import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/test-utils';
import { HelpCenter } from './HelpCenter';

jest.mock('../../../lib/api-client', () => ({
  api: { post: jest.fn() },
  apiUrl: (path: string) => path,
}));

describe('Help Center', () => {
  it('has the four groups', () => {
    renderWithProviders(<HelpCenter />);
    const groups = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(groups.slice(0, 4)).toEqual([
      'Getting Started',
      'Feature Tutorials',
      'Privacy & Security',
      'Wellness Resources',
    ]);
  });

  it('opens one answer at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpCenter />);
    const expanded = () => screen.getAllByRole('button', { expanded: true });
    expect(expanded()).toHaveLength(1);

    const exportQuestion = screen.getByRole('button', { name: 'Can I export my journal entries?' });
    await user.click(exportQuestion);
    expect(expanded()).toEqual([exportQuestion]);
    expect(
      screen.getByRole('region', { name: 'Can I export my journal entries?' }),
    ).toHaveTextContent('as a ZIP holding a JSON file of every entry and your photos');

    const privateQuestion = screen.getByRole('button', { name: 'Is my journal private?' });
    privateQuestion.focus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([privateQuestion]);
    expect(exportQuestion).toHaveAttribute('aria-expanded', 'false');

    await user.click(privateQuestion);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('says how journal entries are protected, without claiming end-to-end encryption', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpCenter />);
    await user.click(screen.getByRole('button', { name: 'Is my journal private?' }));
    const answer = screen.getByRole('region', { name: 'Is my journal private?' });
    expect(answer).toHaveTextContent('stored encrypted on our server (AES-256-GCM)');
    expect(answer).toHaveTextContent(
      'This is not end-to-end encryption: the server decrypts an entry to analyse its sentiment',
    );
    expect(answer).not.toHaveTextContent(/protected with end-to-end encryption/);
  });

  it.each([
    ['Can I analyse texts from my own systems?', 'API key'],
    ['What are moods and activity tags?', 'Activity tags'],
    ['What are streaks, the mood calendar and insights?', 'Mood Calendar'],
    ['What are stories and blindspots?', 'blindspot badge'],
    ['Can SentiLog remind me to write?', 'one-click unsubscribe'],
    ['Can I log yesterday, or an older day?', 'up to a year back'],
  ])('answers %j (%s)', async (question, words) => {
    const user = userEvent.setup();
    renderWithProviders(<HelpCenter />);
    await user.click(screen.getByRole('button', { name: question }));
    expect(screen.getByRole('region', { name: question })).toHaveTextContent(words);
  });

  it('answers link to the spec pages and it ends with a Contact Us link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpCenter />);
    const hrefs = new Set<string>();
    for (const button of screen.getAllByRole('button', { expanded: false })) {
      await user.click(button);
      const region = screen.getByRole('region', { name: button.textContent ?? '' });
      for (const link of within(region).queryAllByRole('link'))
        hrefs.add(link.getAttribute('href')!);
    }
    for (const href of [
      '/journal',
      '/dashboard',
      '/analyze',
      '/news',
      '/api-keys',
      '/privacy-policy',
      '/user-profile',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(screen.getByRole('heading', { name: 'Still need help?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
