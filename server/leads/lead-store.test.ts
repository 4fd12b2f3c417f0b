import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteConfig } from '../../src/config/site-config.ts';
import { retentionCutoff, type NewLead } from './lead-store.ts';
import { SqliteLeadStore } from './sqlite-lead-store.ts';

function lead(key: string): NewLead {
  return {
    idempotencyKey: key.padEnd(16, '0'),
    fields: { name: 'Li Wei', email: 'li@example.com', subject: key, message: 'Hello' },
    language: 'en',
    channel: 'fetch',
  };
}

describe('retention', () => {
  let folder: string;
  let store: SqliteLeadStore;

  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'lead-store-test-'));
    store = SqliteLeadStore.open(path.join(folder, 'leads.sqlite'));
  });

  afterEach(async () => {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('deletes the leads received before the cutoff, with their notices, and keeps the rest', async () => {
    await store.record(lead('old'), new Date('2024-01-10T09:00:00Z'));
    await store.record(lead('recent'), new Date('2026-01-10T09:00:00Z'));

    const deleted = await store.purgeReceivedBefore(new Date('2024-11-22T00:00:00Z'));

    expect(deleted).toBe(1);
    expect((await store.list()).map((stored) => stored.subject)).toEqual(['recent']);
    expect(await store.pendingNoticeCount()).toBe(1);
  });

  it('counts the privacy policy period from the day a lead was received', async () => {
    const now = new Date('2026-11-22T10:30:00Z');
    const cutoff = retentionCutoff(now, siteConfig.contactRequestRetentionMonths);
    const day = 24 * 60 * 60 * 1000;
    await store.record(lead('past-period'), new Date(cutoff.getTime() - day));
    await store.record(lead('within-period'), new Date(cutoff.getTime() + day));

    expect(await store.purgeReceivedBefore(cutoff)).toBe(1);
    expect((await store.list()).map((stored) => stored.subject)).toEqual(['within-period']);
  });

  it('counts months on the calendar, in UTC', () => {
    expect(retentionCutoff(new Date('2026-11-22T10:30:00Z'), 24).toISOString()).toBe(
      '2024-11-22T10:30:00.000Z',
    );
    // There is no 29 February 2025: the cutoff is the last day of that month.
    expect(retentionCutoff(new Date('2026-02-28T00:00:00Z'), 12).toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2026-08-31T00:00:00Z'), 6).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
  });
});
