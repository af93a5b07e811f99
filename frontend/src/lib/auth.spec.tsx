import { act, render, screen, waitFor } from '@testing-library/react';
import { api } from './api-client';
import { AuthProvider, useAuth } from './auth';

jest.mock('./api-client', () => ({
  api: { post: jest.fn(), get: jest.fn(), delete: jest.fn() },
  apiUrl: (path: string) => path,
}));
const mockedApi = jest.mocked(api);

function SignOutButton() {
  const { signOut, isLoggedIn } = useAuth();
  return (
    <button type="button" onClick={signOut}>
      {isLoggedIn ? 'Logout' : 'Signed out'}
    </button>
  );
}

afterEach(() => jest.clearAllMocks());

describe('signOut', () => {
  it('revokes the token on the server (POST /api/auth/logout) and forgets the session at once', async () => {
    const ada = { firstname: 'Ada', lastname: 'L', email: 'ada@example.com' };
    localStorage.setItem('token', 'jwt-1');
    localStorage.setItem('registered', '1');
    localStorage.setItem('user', JSON.stringify(ada));
    mockedApi.post.mockResolvedValue({ status: 200, data: ada });
    render(
      <AuthProvider>
        <SignOutButton />
      </AuthProvider>,
    );
    await waitFor(() => expect(mockedApi.post).toHaveBeenCalledTimes(1)); // the session check

    mockedApi.post.mockRejectedValueOnce(new Error('offline'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await act(async () => screen.getByRole('button', { name: 'Logout' }).click());

    expect(mockedApi.post).toHaveBeenLastCalledWith(
      '/api/auth/logout',
      {},
      { headers: { Authorization: 'Bearer jwt-1' } },
    );
    // the server's failure changes nothing here: the visitor is signed out
    expect(screen.getByRole('button', { name: 'Signed out' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('registered')).toBeNull();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});
