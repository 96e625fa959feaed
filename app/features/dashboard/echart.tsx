import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import type { ComposeOption, EChartsType } from 'echarts/core';
import { LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendPlainComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// A small React wrapper of ECharts, modular: only the line chart, grid, tooltip, plain legend and the
// SVG renderer are bundled (SVG: crisp at any zoom, and it renders in jsdom for the stories).
// This file loads with the dashboard's chart only.
echarts.use([LineChart, GridComponent, TooltipComponent, LegendPlainComponent, SVGRenderer]);

export type ChartOption = ComposeOption<LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption>;

export interface EChartProps {
  option: ChartOption;
  height: number;
  /** What the chart shows, for screen readers (the SVG itself says nothing). */
  ariaLabel: string;
  className?: string;
}

/** Draws `option`; follows its box's size (a kept-alive tab shown again, a resized window). */
export function EChart({ option, height, ariaLabel, className }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { renderer: 'svg', height, ...(element.clientWidth ? {} : { width: 600 }) });
    chart.current = instance;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0) instance.resize({ width: 'auto', height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [height]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option, height]);

  return <div ref={box} className={className} style={{ height }} role="img" aria-label={ariaLabel} />;
}
