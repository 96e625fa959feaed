import { describe, expect, it } from 'vitest';
import { coreServerForFile } from './helpers.ts';

// common/stat for the dashboard: a new, unauthenticated account has no traffic yet.

const server = coreServerForFile();

const statOf = async (user: string) => (await server.call('/api/organization/common/stat', { token: await server.login(user) })).json.data;

describe('common/stat', () => {
  it('answers no visits, consults or leads for a school not yet authenticated (onboarding-1)', async () => {
    const stat = await statOf('onboarding-1');
    expect(stat).toMatchObject({ balance: 0, visits: { today: 0, week: 0 }, consults: { today: 0, week: 0 }, zhuxuetong: { status: 0, leads_total: 0 } });
    expect(stat.trend).toHaveLength(7);
    expect(stat.trend.every((d: { visits: number; consults: number; leads: number }) => d.visits + d.consults + d.leads === 0)).toBe(true);
  });

  it("answers an authenticated school's week as the sum of its trend", async () => {
    const stat = await statOf('demo-school');
    const sum = (key: 'visits' | 'consults') => stat.trend.reduce((total: number, d: Record<string, number>) => total + (d[key] ?? 0), 0);
    expect(stat.visits.week).toBe(sum('visits'));
    expect(stat.consults.week).toBe(sum('consults'));
    expect(stat.visits.today).toBeGreaterThan(0);
    expect(stat.trend[6].visits).toBe(stat.visits.today);
  });
});
