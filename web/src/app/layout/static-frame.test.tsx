import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { holdsPrerenderedPage, StaticFrame } from './static-frame';

describe('StaticFrame', () => {
  it('is the bar with the product name linking home and an empty page area, and no other text', () => {
    const { container } = render(<StaticFrame />);
    expect(screen.getByRole('link', { name: 'DAPNET' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
    // Shown to every visitor before the texts of their language are there.
    expect(container.textContent).toBe('DAPNET');
  });
});

describe('holdsPrerenderedPage', () => {
  const rootWith = (html: string) => {
    const root = document.createElement('div');
    root.innerHTML = html;
    return root;
  };

  it('tells a prerendered page from the static frame and from an empty root', () => {
    expect(holdsPrerenderedPage(rootWith('<div class="shell"><h1>Welcome</h1></div>'))).toBe(true);
    expect(holdsPrerenderedPage(rootWith(renderToStaticMarkup(<StaticFrame />)))).toBe(false);
    expect(holdsPrerenderedPage(rootWith(''))).toBe(false);
  });
});
