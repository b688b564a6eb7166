// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormStatusView } from './FormStatusView.tsx';

describe('form status view', () => {
  afterEach(cleanup);

  it('shows nothing while idle', () => {
    const { container } = render(<FormStatusView status={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('announces pending, success and failure with the spec texts', () => {
    const { rerender } = render(<FormStatusView status="pending" />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    rerender(<FormStatusView status={200} />);
    expect(screen.getByRole('status').textContent).toBe('Form submitted successfully!');
    rerender(<FormStatusView status={404} />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByRole('alert').dataset.status).toBe('404');
  });
});
