import { describe, expect, it } from 'vitest';
import { firstStepTitle, logPassed, logsOf, statusOf, updateBody, valuesOf } from '../../../../app/features/auth-form/auth-form-model.ts';

const config = { component: { name: 'school-auth-base', auth_status: 'status', auth_log: 'audit_logs' } };

describe('the auth form rules (spec sections 2 and 4)', () => {
  it.each([
    ['完善公开信息', '完善公开信息'],
    ['填写审核资料', '填写审核资料'],
    ['申领学校', '填写审核资料'],
    [undefined, '填写审核资料'],
  ])('step 1 of %s is %s', (title, step) => expect(firstStepTitle(title)).toBe(step));

  it.each([
    [{ status: 3 }, 3],
    [{ status: '5' }, 5],
    [{ status: 9 }, 0],
    [{}, 0],
    [{ state: 4 }, 0],
  ])('status of %j is %i', (show, status) => expect(statusOf(show, config)).toBe(status));

  it('reads the status and the logs under the names the config gives', () => {
    const custom = { component: { name: 'x', auth_status: 'state', auth_log: 'logs' } };
    expect(statusOf({ state: 4 }, custom)).toBe(4);
    expect(logsOf({ logs: [{ created_at: '2026-01-01 10:00:00' }] }, custom)).toHaveLength(1);
  });

  it('logs newest first; 审核通过 from status or confirm_status', () => {
    const logs = logsOf({ audit_logs: [{ created_at: '2026-01-01 10:00:00', status: true }, { created_at: '2026-02-01 10:00:00', status: false }, null] }, config);
    expect(logs.map((log) => log.created_at)).toEqual(['2026-02-01 10:00:00', '2026-01-01 10:00:00']);
    // every spelling of the flag, read by the contract (engine/contracts, auditLog); times in seconds too
    const spelled = logsOf({ audit_logs: [true, 1, '1', 'true', false, 0, '0', undefined].map((status, i) => ({ created_at: 1795593600 - i, status })) }, config);
    expect(spelled.map(logPassed)).toEqual([true, true, true, true, false, false, false, false]);
    expect(spelled[0]?.created_at).toBe('2026-11-25 16:00:00');
    expect(logPassed({ confirm_status: true })).toBe(true);
  });

  it('the values are the show answer without status and logs; the body adds is_head 0/1', () => {
    expect(valuesOf({ name: 'a', info: { address: 'b' }, status: 3, status_text: 'x', audit_logs: [], is_head: 1 }, config)).toEqual({ name: 'a', info: { address: 'b' }, is_head: 1 });
    expect(updateBody({ name: 'a' })).toEqual({ name: 'a', is_head: 0 });
    expect(updateBody({ name: 'a', is_head: true })).toEqual({ name: 'a', is_head: 1 });
    expect(updateBody({ is_head: '1' })).toEqual({ is_head: 1 });
  });
});
