import { render, screen } from '@testing-library/react';
import { App } from './App';

describe('App', () => {
  it('shows the product name and subtitle', () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SentiLog');
    expect(screen.getByText('AI-powered sentiment insights for your world')).toBeInTheDocument();
  });
});
