import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TrendChart, { describeTrend } from '../../app/features/dashboard/trend-chart.tsx';
import { DEMO_STAT } from '../../stories/fixtures/home-fixtures.ts';

// The dashboard's 7-day trend as ECharts draws it (its SVG renderer runs in jsdom).

describe('the trend chart', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the three series with options ECharts takes as written: no warning (a deprecated option among them)', async () => {
    // ECharts says so on the console (log or warn, each message once per page)
    const said = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'log')];
    const { container } = render(<TrendChart trend={DEMO_STAT.trend} />);
    const chart = container.querySelector('.dashboard-chart');
    await waitFor(() => expect(chart?.querySelectorAll('svg path').length).toBeGreaterThan(3));
    expect(chart?.getAttribute('aria-label')).toBe(describeTrend(DEMO_STAT.trend));
    expect(chart?.textContent).toContain('访问');
    expect(said.flatMap((spy) => spy.mock.calls.map((call) => call.join(' '))).filter((text) => text.includes('ECharts'))).toEqual([]);
  });
});
