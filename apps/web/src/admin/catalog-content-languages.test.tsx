import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateAdminLocale } from './i18n/i18n';
import { LAZY, catalogItem, contentData, openAdmin, staffUser } from './test-support';

/*
 * The catalog and content screens in French (docs/decisions/113): their labels, the state
 * names, and decision 112's "missing" marks with the language names in the interface's language.
 */
vi.setConfig({ testTimeout: 30_000 });

const owner = staffUser({ language: 'fr' });
// Kinyarwanda has the title, French nothing: rw lacks the description, fr both texts.
const item = catalogItem({ translations: { rw: { title: 'Ingofero ya kitenge' } }, missing_translations: ['rw', 'fr'] });
const content = contentData({
  values: [
    { id: 9, title: 'Craft', description: 'Made by hand.', icon: null, position: 0, translations: { rw: { title: 'Ubukorikori', description: 'Bikozwe n’intoki.' } }, missing_translations: ['fr'] },
  ],
  sections: [{ key: 'help_introduction', title: 'Help Center', content: '<p>Welcome</p>', translations: {}, missing_translations: ['rw', 'fr'] }],
  faqs: [{ id: 4, title: 'Do you ship?', content: '<p>Yes, across Kigali.</p>', position: 0, translations: { rw: { title: 'Mwohereza?', content: '<p>Yego.</p>' } }, missing_translations: ['fr'] }],
});

/** The back office at /admin`path` as the owner, in French (the browser's remembered choice). */
async function openInFrench(path: string) {
  localStorage.setItem('locale', 'fr');
  await activateAdminLocale('fr');
  return openAdmin(path, owner, ({ url }) => {
    if (url.includes('/api/admin/catalog?')) return Response.json({ success: true, items: [item], total: 1, page: 1, limit: 20 }, { headers: { 'x-total-count': '1' } });
    if (url.endsWith('/api/admin/catalog/7')) return Response.json({ success: true, item });
    if (url.endsWith('/api/admin/content')) return Response.json({ success: true, data: content });
    return undefined;
  });
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await activateAdminLocale('en');
});

describe('the catalog and content screens in French (docs/decisions/113)', () => {
  it('shows the item form’s labels, states and missing translations in French', async () => {
    await openInFrench('/catalog/7');
    const form = await screen.findByRole('form', { name: 'Modifier Kitenge Cap' }, LAZY);
    expect(within(form).getByLabelText('Prix (RWF)')).toBeTruthy();
    expect(within(form).getByLabelText('Prix barré (RWF)', { exact: false })).toBeTruthy();
    expect(within(form).getByLabelText('Titre')).toBeTruthy();
    const state = within(form).getByLabelText('État') as HTMLSelectElement;
    expect([...state.options].map((o) => o.text)).toEqual(['Brouillon', 'Publié', 'Archivé']);
    expect(within(form).getByText("Seule l'administration le voit")).toBeTruthy();
    // The page's badge and stock line, and the "missing" summary with the languages named in French.
    expect(screen.getAllByText('Brouillon').length).toBeGreaterThan(0);
    expect(screen.getByText(/4 en stock/)).toBeTruthy();
    const languages = within(form).getByRole('region', { name: 'Autres langues' });
    const summary = within(languages).getByRole('button', { name: /Kinyarwanda et français/ });
    expect(summary.textContent).toContain('Kinyarwanda : 1 à traduire');
    expect(summary.textContent).toContain('Français : 2 à traduire');
    await userEvent.click(summary);
    await userEvent.click(within(languages).getByRole('tab', { name: /Français/ }));
    const french = within(languages).getByRole('tabpanel', { name: /Français/ });
    expect(within(french).getByLabelText('Titre (Français)', { exact: false })).toBeTruthy();
    expect(within(french).getAllByText('À traduire')).toHaveLength(2);
    expect(within(french).getByText('Anglais : Kitenge Cap')).toBeTruthy();
  });

  it('marks the list’s missing languages in French', async () => {
    await openInFrench('/catalog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue' }, LAZY)).toBeTruthy();
    expect((await screen.findAllByText('À traduire : Kinyarwanda, Français', undefined, LAZY)).length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'Type' })).toBeTruthy();
  });

  it('marks the company lists’ missing languages and labels their translations in French', async () => {
    await openInFrench('/content/company');
    expect(await screen.findByText('À traduire : Français', undefined, LAZY)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Modifier «\u00a0Craft\u00a0»' }));
    const form = screen.getByRole('form', { name: /Craft/ });
    const summary = within(form).getByRole('button', { name: /Kinyarwanda et français/ });
    expect(summary.textContent).toContain('Kinyarwanda : complet');
    expect(summary.textContent).toContain('Français : 2 à traduire');
    await userEvent.click(summary);
    await userEvent.click(within(form).getByRole('tab', { name: /Français/ }));
    const french = within(form).getByRole('tabpanel', { name: /Français/ });
    expect(within(french).getByLabelText('Titre (Français)', { exact: false })).toBeTruthy();
    expect(within(french).getByText('Anglais : Made by hand.')).toBeTruthy();
  });

  it('shows the content editor, its rich-text tools and the FAQ’s missing French in French', async () => {
    await openInFrench('/content');
    expect(await screen.findByRole('heading', { level: 2, name: "Questions fréquentes du centre d'aide" }, LAZY)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages du contenu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Diapositives d'accueil" })).toBeTruthy();
    expect(screen.getByText('À traduire : Français')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Gras' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Modifier «\u00a0Texte\u00a0» en HTML' }).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Modifier «\u00a0Do you ship?\u00a0»' }));
    const form = screen.getByRole('form', { name: 'Modifier la question : Do you ship?' });
    expect(within(form).getByLabelText('Question')).toBeTruthy();
    const summary = within(form).getByRole('button', { name: /Kinyarwanda et français/ });
    expect(summary.textContent).toContain('Kinyarwanda : complet');
    expect(summary.textContent).toContain('Français : 2 à traduire');
    // The preview speaks French too.
    await userEvent.click(within(form).getByRole('button', { name: 'Aperçu de «\u00a0Réponse\u00a0»' }));
    expect(within(form).getByText("Tel que les clients le voient sur la page d'aide")).toBeTruthy();
  });
});
