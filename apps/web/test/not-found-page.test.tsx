import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFound } from '@/ui/NotFoundPage';
import { renderScreen } from './render';

describe('the not-found screen', () => {
  it('reads "Page not found" in en-US and names the page', async () => {
    await renderScreen(<NotFound />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Tessera | Page not found');
  });

  it('reads "Page introuvable" in French', async () => {
    await renderScreen(<NotFound />, { locale: 'fr' });
    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
  });
});
