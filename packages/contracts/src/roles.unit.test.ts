import { describe, expect, it } from 'vitest';
import { permissionKey } from './permissions.ts';
import { ALL_ROLE_DEFINITIONS } from './roles.ts';

const holders = (key: string) =>
  ALL_ROLE_DEFINITIONS.filter((role) => role.permissions.some((p) => permissionKey(p) === key)).map(
    (r) => r.name,
  );

describe('seeded roles', () => {
  it('leave device-id exports to the admin roles (docs/REPORTS.md#privacy)', () => {
    expect(holders('Report:export_maids')).toEqual(['master_admin', 'admin']);
  });

  it('let the reporting role read the report activity log', () => {
    expect(holders('Report:audit')).toEqual(['master_admin', 'admin', 'reporting']);
  });
});
