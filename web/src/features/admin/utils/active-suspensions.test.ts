import type { AdminActionRecord } from '@yardsale/core/api-types';
import { describe, expect, it } from 'vitest';
import { activeSuspensions } from './active-suspensions';

const entry = (id: string, action: AdminActionRecord['action'], targetUserId: string | null): AdminActionRecord => ({
  id,
  action,
  targetUserId,
  target: null,
  adminEmail: 'desk@example.org',
  reportId: null,
  note: 'why',
  createdAt: '2026-06-01T12:00:00.000Z',
});

describe('activeSuspensions', () => {
  it('keeps the newest suspension of each account unless a newer restore lifted it', () => {
    const log = [
      entry('4', 'suspend', 'ann'),
      entry('3', 'restore', 'bob'),
      entry('2', 'suspend', 'bob'),
      entry('1', 'suspend', 'ann'),
      entry('0', 'dismiss-report', 'cy'),
    ];
    expect([...activeSuspensions(log)]).toEqual(['4']);
  });
});
