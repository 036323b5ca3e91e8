import { describe, expect, it } from 'vitest';
import { changeLocale, currentLocale, i18n, initI18n, loadAllTexts } from './i18n';
import { detectLocale, localeStorageKey } from './locales';

describe('locale detection', () => {
  it('maps the browser language onto a shipped locale', () => {
    expect(detectLocale(['fr-FR'])).toBe('fr');
    expect(detectLocale(['es-MX', 'en'])).toBe('es-ES');
    expect(detectLocale(['en-GB'])).toBe('en-GB');
    expect(detectLocale(['de-DE', 'fr-CA'])).toBe('fr');
    expect(detectLocale(['ja-JP'])).toBe('en-US');
    expect(detectLocale([])).toBe('en-US');
  });

  it('prefers the language chosen in the switcher', () => {
    localStorage.setItem(localeStorageKey, 'es-ES');
    expect(detectLocale(['fr-FR'])).toBe('es-ES');
  });

  it('ignores a stored value that is not a shipped locale', () => {
    localStorage.setItem(localeStorageKey, 'xx-YY');
    expect(detectLocale(['fr-FR'])).toBe('fr');
  });
});

describe('switching language', () => {
  it('loads the new locale, translates screens and errors, and remembers the choice', async () => {
    await initI18n('en-US');
    expect(i18n.t('pages.notFound.title')).toBe('Page not found');

    await changeLocale('fr');
    expect(currentLocale()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('pages.notFound.title')).toBe('Page introuvable');
    expect(i18n.t('errors.auth.invalid_credentials')).toBe(
      'Impossible de se connecter avec cet e-mail et ce mot de passe.',
    );
    expect(localStorage.getItem(localeStorageKey)).toBe('fr');

    await changeLocale('en-GB');
    expect(i18n.t('shopBuy.basket.title')).toBe('Your basket');
    // A page outside the back office holds the shop's slice; the back office brings the rest.
    expect(i18n.t('roles.CallCenter')).toBe('roles.CallCenter');
    await loadAllTexts();
    expect(i18n.t('roles.CallCenter')).toBe('Call centre');
    await changeLocale('en-US');
    expect(i18n.t('roles.CallCenter')).toBe('Call center');
  });
});
