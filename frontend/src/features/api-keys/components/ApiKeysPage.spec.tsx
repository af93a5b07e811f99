import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeyList } from '@sentilog/contracts/web';
import { api } from '../../../lib/api-client';
import { httpError, renderWithProviders, settle } from '../../../testing/test-utils';
import { ApiKeysPage } from './ApiKeysPage';

jest.mock('../../../lib/api-client', () => ({
  api: { post: jest.fn(), get: jest.fn(), delete: jest.fn() },
  apiUrl: (path: string) => path,
}));
const mockedApi = jest.mocked(api);
const ada = { id: 'u1', firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' };
const SECRET = `sl_live_ab12cd${'x'.repeat(37)}`;
const AUTH = { headers: { Authorization: 'Bearer jwt' } };
const pipeline = {
  id: 'k1',
  name: 'Pipeline',
  prefix: 'sl_live_ab12cd',
  scopes: ['analysis' as const],
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-25T09:30:00.000Z',
  usage: [
    { date: '2026-11-24', characters: 40 },
    { date: '2026-11-25', characters: 1234 },
  ],
};
const listOf = (keys: ApiKeyList['keys']): { data: ApiKeyList } => ({
  data: { keys, dailyQuota: 10_000_000, today: '2026-11-25' },
});

async function renderSignedIn(list: { data: ApiKeyList }) {
  localStorage.setItem('token', 'jwt');
  localStorage.setItem('registered', '1');
  mockedApi.post.mockResolvedValueOnce({ status: 200, data: ada });
  mockedApi.get.mockResolvedValueOnce(list);
  renderWithProviders(<ApiKeysPage />, { route: '/api-keys', path: '/api-keys' });
  await settle();
  await settle();
}

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe('API keys page', () => {
  it('signed out: offers Login instead of the keys', () => {
    renderWithProviders(<ApiKeysPage />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Key name')).not.toBeInTheDocument();
  });

  it('says so when there are no keys', async () => {
    await renderSignedIn(listOf([]));
    expect(mockedApi.get).toHaveBeenCalledWith('/api/api-keys', AUTH);
    expect(screen.getByText(/You have no API keys yet/)).toBeInTheDocument();
  });

  it("lists each key's name, prefix, dates and today's usage against the quota", async () => {
    await renderSignedIn(listOf([pipeline]));
    const row = screen.getByRole('row', { name: /Pipeline/ });
    expect(within(row).getByText('sl_live_ab12cd…')).toBeInTheDocument();
    expect(within(row).getByText('1,234 / 10,000,000')).toBeInTheDocument();
    expect(within(row).getByText(/Nov 20/)).toBeInTheDocument();
    expect(within(row).getByText(/Nov 25/)).toBeInTheDocument();
  });

  it('creates a key and shows its secret once, with a warning and a copy button', async () => {
    await renderSignedIn(listOf([]));
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    mockedApi.post.mockResolvedValueOnce({ data: { key: pipeline, secret: SECRET } });
    mockedApi.get.mockResolvedValueOnce(listOf([pipeline]));

    await user.type(screen.getByLabelText('Key name'), '  Pipeline ');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await settle();

    expect(mockedApi.post).toHaveBeenLastCalledWith(
      '/api/api-keys',
      { name: 'Pipeline' },
      {
        headers: {
          ...AUTH.headers,
          'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/) as unknown as string,
        },
      },
    );
    expect(screen.getByLabelText('New API key')).toHaveTextContent(SECRET);
    expect(screen.getByRole('note')).toHaveTextContent('it will not be shown again');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(screen.getByLabelText('Key name')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Pipeline/ })).toBeInTheDocument();
  });

  it("shows the server's reason when a key cannot be created, and asks for a name first", async () => {
    await renderSignedIn(listOf([]));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give the key a name');
    expect(mockedApi.post).toHaveBeenCalledTimes(1);

    const tooMany = 'You already have 10 API keys. Revoke one before creating another.';
    mockedApi.post.mockRejectedValueOnce(httpError(409, { error: tooMany, statusCode: 409 }));
    await user.type(screen.getByLabelText('Key name'), 'Eleventh');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(tooMany)).toBeInTheDocument();

    // An account whose email is not confirmed gets no keys, and is told how to confirm it.
    const unconfirmed =
      'Confirm your email address before creating API keys: follow the link we mailed you, or send a new one from your profile.';
    mockedApi.post.mockRejectedValueOnce(httpError(403, { error: unconfirmed, statusCode: 403 }));
    await user.clear(screen.getByLabelText('Key name'));
    await user.type(screen.getByLabelText('Key name'), 'Unconfirmed');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(unconfirmed)).toBeInTheDocument();
  });

  it('revokes a key only once confirmed', async () => {
    await renderSignedIn(listOf([pipeline]));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Revoke Pipeline' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke this API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mockedApi.delete).not.toHaveBeenCalled();

    mockedApi.delete.mockResolvedValueOnce({ status: 204 });
    mockedApi.get.mockResolvedValueOnce(listOf([]));
    await user.click(screen.getByRole('button', { name: 'Revoke Pipeline' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    await settle();
    expect(mockedApi.delete).toHaveBeenCalledWith('/api/api-keys/k1', AUTH);
    expect(screen.getByText(/You have no API keys yet/)).toBeInTheDocument();
  });
});
