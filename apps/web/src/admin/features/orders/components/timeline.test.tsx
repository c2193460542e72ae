import { afterAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@atelier/contracts';
import { activateAdminLocale } from '@admin/i18n/i18n';
import { actionLabel, actorLabel, changeSummary } from './timeline';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  actor: null,
  action: 'x',
  entity: 'order',
  entity_id: '1',
  record_name: null,
  before: null,
  after: null,
  reason: null,
  created_at: '2026-11-24T12:00:00.000Z',
  ...over,
});

afterAll(() => activateAdminLocale('en'));

describe('the audit log in the back office’s language (docs/decisions/125)', () => {
  it('names actions and status moves in French and Kinyarwanda, never the raw English keys', async () => {
    const blocked = entry({ action: 'customer.blocked', entity: 'customer', before: { status: 'active' }, after: { status: 'blocked' } });
    const archived = entry({ action: 'catalog.archived', entity: 'catalog_item', before: { state: 'published' }, after: { state: 'archived' } });
    const moved = entry({ action: 'order.status_changed', before: { status: 'pending' }, after: { status: 'processing' } });
    await activateAdminLocale('fr');
    expect(actionLabel('catalog.archived')).toBe('Article archivé');
    expect(actionLabel('customer.blocked')).toBe('Compte bloqué');
    expect(changeSummary(blocked)).toBe('Actif → Bloqué');
    expect(changeSummary(archived)).toBe('Publié → Archivé');
    expect(actionLabel('faq.deleted')).toBe('Supprimé');
    expect(actionLabel('backup.failed')).toBe('Sauvegarde échouée');
    await activateAdminLocale('rw');
    expect(changeSummary(moved)).toBe('Iracyategereje → Irimo gutegurwa');
    expect(changeSummary(blocked)).toMatch(/→ Yafunzwe$/);
    await activateAdminLocale('en');
    expect(changeSummary(blocked)).toBe('Active → Blocked');
    expect(actionLabel('catalog.archived')).toBe('Item archived');
    expect(actionLabel('backup.created')).toBe('Backup made');
  });

  it('names a person by name and e-mail, and what the shop did on its own as "System" in the reader’s language', async () => {
    const firstStart = { id: null, name: 'First start', email: '' };
    expect(actorLabel({ id: 'u1', name: 'Aline Uwase', email: 'aline@atelier.rw' })).toBe('Aline Uwase (aline@atelier.rw)');
    expect(actorLabel(firstStart)).toBe('System');
    await activateAdminLocale('fr');
    expect(actorLabel(firstStart)).toBe('Système');
    expect(actorLabel(null)).toBe('Système');
    await activateAdminLocale('en');
  });
});
