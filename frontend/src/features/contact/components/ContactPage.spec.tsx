import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import { networkError, renderWithProviders } from '../../../testing/test-utils';
import { ContactPage } from './ContactPage';

jest.mock('../../../lib/api-client', () => ({
  api: { post: jest.fn(), get: jest.fn(), delete: jest.fn() },
  apiUrl: (path: string) => path,
}));
const mockedApi = jest.mocked(api);
let alertSpy: jest.SpyInstance;

beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => jest.clearAllMocks());

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Grace');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await user.type(screen.getByLabelText('Message'), 'Love the demo!');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('Contact', () => {
  it('shows the support address, the 24-hour promise and a link to /help; every field is required', () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('link', { name: 'support@sentilog.app' })).toHaveAttribute(
      'href',
      'mailto:support@sentilog.app',
    );
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
    expect(screen.getByLabelText('Name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Message')).toBeRequired();
  });

  it("posts {username, email, message}; 200 alerts 'Form submitted' and clears the form", async () => {
    const user = userEvent.setup();
    mockedApi.post.mockResolvedValue({ status: 200, data: { message: 'Message received' } });
    renderWithProviders(<ContactPage />);
    await fill(user);
    expect(mockedApi.post).toHaveBeenCalledWith(
      '/api/contact',
      { username: 'Grace', email: 'grace@example.com', message: 'Love the demo!' },
      expect.objectContaining({ validateStatus: expect.any(Function) }),
    );
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Form submitted'));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("another status alerts 'Something went wrong' and keeps the form", async () => {
    const user = userEvent.setup();
    mockedApi.post.mockResolvedValue({ status: 429, data: { error: 'Too many requests' } });
    renderWithProviders(<ContactPage />);
    await fill(user);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Something went wrong'));
    expect(screen.getByLabelText('Name')).toHaveValue('Grace');
  });

  it("a failed call alerts 'Error sending message'", async () => {
    const user = userEvent.setup();
    mockedApi.post.mockRejectedValue(networkError());
    renderWithProviders(<ContactPage />);
    await fill(user);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error sending message'));
  });
});
