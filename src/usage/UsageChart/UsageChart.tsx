import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Usage } from '../usage-api.ts';

export interface UsageChartProps {
  days: Usage['days'];
  /** Hours (the 24-hour range) rather than days on the time axis. */
  hourly: boolean;
  /** What the chart shows, for assistive technology (the table below holds the figures). */
  label: string;
}

const height = 220;
const hour = 3600;
const day = 24 * hour;
const hourIncrements = [hour, 2 * hour, 3 * hour, 6 * hour, 12 * hour];
const dayIncrements = [day, 2 * day, 7 * day, 14 * day, 30 * day];

/** A bucket's date (`YYYY-MM-DD` or an ISO hour) as uPlot's x value: seconds since the epoch. */
const secondsOf = (date: string) => Date.parse(date.length === 10 ? `${date}T00:00:00Z` : date) / 1000;

/**
 * Requests per day (or hour) as bars, errors drawn over them in red: the errors stand apart while
 * the bar's full height stays the total. uPlot draws on a canvas; this component is its own chunk,
 * fetched only when the profile shows a chart.
 */
export default function UsageChart({ days, hourly, label }: UsageChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const text = scheme === 'dark' ? theme.colors.dark[0] : theme.colors.gray[8];
    const grid = scheme === 'dark' ? theme.colors.dark[4] : theme.colors.gray[3];
    const bars = uPlot.paths.bars?.({ size: [0.7, 40] });
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: Math.max(200, el.clientWidth),
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] } },
        axes: [
          {
            ...axis,
            // Ticks on whole hours or whole days only: a day's bar never gets two labels of the same date.
            incrs: hourly ? hourIncrements : dayIncrements,
            values: (_u, ticks) => ticks.map((t) => new Date(t * 1000).toLocaleString('id-ID', hourly ? { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' })),
          },
          { ...axis, size: 44, values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? t.toLocaleString('id-ID') : '')) },
        ],
        series: [
          {},
          { label: 'Request', stroke: theme.colors.blue[6], fill: theme.colors.blue[scheme === 'dark' ? 8 : 4], paths: bars, points: { show: false } },
          { label: 'Error', stroke: theme.colors.red[7], fill: theme.colors.red[scheme === 'dark' ? 7 : 6], paths: bars, points: { show: false } },
        ],
      },
      [days.map((d) => secondsOf(d.date)), days.map((d) => d.requests), days.map((d) => d.errors)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(200, el.clientWidth), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, hourly, scheme, theme]);
  return <div ref={box} role="img" aria-label={label} data-testid="usage-chart" style={{ width: '100%', minHeight: height }} />;
}
