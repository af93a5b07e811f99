import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { api } from '../../../lib/api-client';
import { httpError, renderWithProviders } from '../../../testing/test-utils';
import { VerifyEmail } from './VerifyEmail';

jest.mock('../../../lib/api-client', () => ({
  api: { post: jest.fn(), get: jest.fn(), delete: jest.fn() },
  apiUrl: (path: string) => path,
}));
const mockedApi = jest.mocked(api);

const renderAt = (search: string) =>
  renderWithProviders(
    <StrictMode>
      <VerifyEmail />
    </StrictMode>,
    { route: `/verify-email${search}`, path: '/verify-email' },
  );

afterEach(() => jest.clearAllMocks());

describe('Verify email', () => {
  it('posts the token from the link once and shows the server message', async () => {
    mockedApi.post.mockResolvedValue({
      status: 200,
      data: { message: 'Your email address has been confirmed.' },
    });
    renderAt('?token=abc');
    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your email address has been confirmed.');
    expect(mockedApi.post).toHaveBeenCalledTimes(1);
    expect(mockedApi.post).toHaveBeenCalledWith('/api/auth/verify-email', { token: 'abc' });
  });

  it("shows the server's refusal, and a link without a token is refused without asking", async () => {
    mockedApi.post.mockRejectedValue(
      httpError(400, {
        error: 'This confirmation link is invalid or has expired',
        statusCode: 400,
      }),
    );
    const first = renderAt('?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid or has expired',
    );
    first.unmount();

    renderAt('');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Confirmation failed' })).toBeInTheDocument(),
    );
    expect(mockedApi.post).toHaveBeenCalledTimes(1);
  });
});
