import { screen } from '@testing-library/react';
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
afterEach(() => {
  // The browser's alert box is gone: toasts replace it.
  expect(alertSpy).not.toHaveBeenCalled();
  jest.clearAllMocks();
});

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

  it("posts {username, email, message}; 200 shows 'Form submitted' and clears the form", async () => {
    const user = userEvent.setup();
    mockedApi.post.mockResolvedValue({ status: 200, data: { message: 'Message received' } });
    renderWithProviders(<ContactPage />);
    await fill(user);
    expect(mockedApi.post).toHaveBeenCalledWith(
      '/api/contact',
      { username: 'Grace', email: 'grace@example.com', message: 'Love the demo!' },
      expect.objectContaining({ validateStatus: expect.any(Function) }),
    );
    expect(await screen.findByText('Form submitted')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("another status shows 'Something went wrong' and keeps the form", async () => {
    const user = userEvent.setup();
    mockedApi.post.mockResolvedValue({ status: 400, data: { error: 'email is invalid' } });
    renderWithProviders(<ContactPage />);
    await fill(user);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Grace');
  });

  it("429 shows the server's message (how long to wait) and keeps the form", async () => {
    const user = userEvent.setup();
    const error = 'Too many requests. Please wait a minute and try again.';
    mockedApi.post.mockResolvedValue({ status: 429, data: { error, statusCode: 429 } });
    renderWithProviders(<ContactPage />);
    await fill(user);
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Grace');
  });

  it("a failed call shows 'Error sending message'", async () => {
    const user = userEvent.setup();
    mockedApi.post.mockRejectedValue(networkError());
    renderWithProviders(<ContactPage />);
    await fill(user);
    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
  });
});
