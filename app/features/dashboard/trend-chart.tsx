import { useMemo } from 'react';
import { theme } from 'antd';
import type { TrendDay } from '../../../adapters/api/index.ts';
import { EChart, type ChartOption } from './echart.tsx';

export const TREND_SERIES = [
  { key: 'visits', name: '访问' },
  { key: 'consults', name: '咨询' },
  { key: 'leads', name: '线索' },
] as const;

/** What the chart says, for screen readers: 近 7 日趋势：11-17 访问 191、咨询 22、线索 2；… */
export function describeTrend(trend: readonly TrendDay[]): string {
  return `近 7 日趋势：${trend.map((day) => `${day.date} ${TREND_SERIES.map((s) => `${s.name} ${day[s.key]}`).join('、')}`).join('；')}`;
}

/**
 * The 7-day trend of visits, consults and leads (spec section 1, dashboard), coloured from antd's
 * tokens so it follows the site colour (切换站点). Visits are an order of magnitude above consults
 * and leads, so they get the left axis and the others the right one.
 */
export default function TrendChart({ trend, height = 300 }: { trend: readonly TrendDay[]; height?: number }) {
  const { token } = theme.useToken();
  const option = useMemo((): ChartOption => {
    const colours = [token.colorPrimary, token.orange, token.purple];
    const axisText = { color: token.colorTextSecondary, fontSize: token.fontSizeSM, fontFamily: token.fontFamily };
    const split = { lineStyle: { color: token.colorBorderSecondary } };
    return {
      color: colours,
      textStyle: { fontFamily: token.fontFamily },
      // the axis labels inside the 8 px margins: ECharts 6's spelling of the deprecated
      // containLabel, which it only honours with a legacy module and a warning
      grid: { left: 8, right: 8, top: 40, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
      legend: { top: 0, right: 0, icon: 'roundRect', itemWidth: 12, itemHeight: 4, textStyle: { color: token.colorText } },
      tooltip: {
        trigger: 'axis',
        backgroundColor: token.colorBgElevated,
        borderColor: token.colorBorderSecondary,
        textStyle: { color: token.colorText, fontSize: token.fontSizeSM },
      },
      xAxis: {
        type: 'category',
        boundaryGap: false,
        data: trend.map((day) => day.date),
        axisLine: { lineStyle: { color: token.colorBorder } },
        axisTick: { show: false },
        axisLabel: axisText,
      },
      yAxis: [
        { type: 'value', name: '访问', minInterval: 1, nameTextStyle: axisText, axisLabel: axisText, splitLine: split },
        { type: 'value', name: '咨询 / 线索', minInterval: 1, nameTextStyle: axisText, axisLabel: axisText, splitLine: { show: false } },
      ],
      series: TREND_SERIES.map((series, index) => ({
        type: 'line',
        name: series.name,
        yAxisIndex: index === 0 ? 0 : 1,
        smooth: 0.3,
        symbolSize: 6,
        data: trend.map((day) => day[series.key]),
        ...(index === 0 ? { areaStyle: { opacity: 0.08 } } : {}),
      })),
    };
  }, [trend, token]);
  return <EChart className="dashboard-chart" option={option} height={height} ariaLabel={describeTrend(trend)} />;
}
