import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../testing/render';
import { ErrorBanner } from './error-banner';

describe('ErrorBanner', () => {
  it('is an alert named by its title, with the message below it', async () => {
    await renderElement(
      <ErrorBanner
        title={{ key: 'rest.errors.noConnection' }}
        message={{ key: 'rest.errors.apiUnreachable' }}
      />,
    );
    const alert = await screen.findByRole('alert', { name: 'No Connection' });
    expect(alert).toHaveTextContent('Unable to reach API server. Please try again later.');
  });

  it('says "Error" without a title of its own', async () => {
    await renderElement(<ErrorBanner message={{ raw: 'Something broke' }} />);
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Something broke',
    );
  });

  it('shows nothing without a message', async () => {
    await renderElement(
      <>
        <ErrorBanner message={null} />
        <p>page</p>
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
