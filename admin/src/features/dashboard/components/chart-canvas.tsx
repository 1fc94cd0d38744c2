import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartConfiguration } from 'chart.js';
import { useChartTheme } from '../hooks/use-chart-theme';

// Only the pieces these charts draw with: the rest of chart.js stays out of the bundle.
Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface ChartSeries {
  label: string;
  values: number[];
}

interface Props {
  type: 'line' | 'bar';
  labels: string[];
  series: ChartSeries[];
  /** What the chart shows, in words: the canvas's accessible name. */
  summary: string;
  /** Bars along the inline axis (long labels such as game names read better that way). */
  horizontal?: boolean;
  height?: number;
  locale: string;
  testId?: string;
}

const LABEL_MAX = 22;
const DASHES: number[][] = [[], [6, 4], [2, 3], [10, 3, 2, 3]];
const POINTS = ['circle', 'rect', 'triangle', 'rectRot'] as const;
const shorten = (s: string) => (s.length > LABEL_MAX ? `${s.slice(0, LABEL_MAX - 1)}…` : s);
/** A name drawn in its own direction (first strong character), so "2048 Tile Merge" stays so in a right-to-left chart. */
const isolate = (s: string) => `\u2068${s}\u2069`;

/**
 * One chart.js chart in the theme's colours. It is drawn again when its data, the theme or the
 * direction changes; the table beside it (ChartCard) carries the same numbers as text.
 */
export function ChartCanvas({ type, labels, series, summary, horizontal = false, height = 260, locale, testId }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useChartTheme();
  const rtl = document.documentElement.dir === 'rtl';
  const data = JSON.stringify([labels, series]);

  useEffect(() => {
    if (!canvas.current) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const [chartLabels, chartSeries] = JSON.parse(data) as [string[], ChartSeries[]];
    const axis = { ticks: { color: theme.dim, precision: 0 }, grid: { color: theme.grid }, border: { color: theme.grid } };
    const config: ChartConfiguration<'line' | 'bar'> = {
      type,
      data: {
        labels: chartLabels,
        datasets: chartSeries.map((s, i) => {
          const color = theme.series[i % theme.series.length]!;
          // Lines that meet (say, as many plays as visitors) stay apart by their dash and point shape.
          return {
            label: s.label,
            data: s.values,
            borderColor: color,
            backgroundColor: type === 'bar' ? color : `${color}33`,
            borderDash: type === 'line' ? DASHES[i % DASHES.length] : undefined,
            pointStyle: POINTS[i % POINTS.length],
            pointRadius: chartLabels.length > 31 ? 0 : 3.5,
            pointHoverRadius: 6,
            borderWidth: 2,
            tension: 0.2,
            maxBarThickness: 28,
            borderRadius: type === 'bar' ? 4 : 0,
          };
        }),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reduceMotion ? false : { duration: 300 },
        indexAxis: horizontal ? 'y' : 'x',
        locale,
        interaction: { mode: 'index', intersect: false },
        // Right to left, the chart is mirrored as the page is: days and bars run from the right.
        scales: {
          // Days sit half a step in from the edges, so the first and last date are never cut off.
          x: { ...axis, beginAtZero: true, reverse: rtl, offset: !horizontal, ticks: { ...axis.ticks, maxRotation: 0, autoSkipPadding: 12 } },
          y: {
            ...axis,
            beginAtZero: true,
            position: rtl ? 'right' : 'left',
            ticks: { ...axis.ticks, callback(value) { return horizontal ? isolate(shorten(this.getLabelForValue(Number(value)))) : Number(value).toLocaleString(locale); } },
          },
        },
        plugins: {
          legend: { display: chartSeries.length > 1, rtl, labels: { color: theme.text, boxWidth: 10, boxHeight: 10, usePointStyle: type === 'line' } },
          tooltip: { rtl, backgroundColor: theme.panel, titleColor: theme.text, bodyColor: theme.text, borderColor: theme.grid, borderWidth: 1 },
        },
      },
    };
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [type, data, horizontal, theme, rtl, locale]);

  return (
    <div className="chart-box" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={summary} data-testid={testId}>
        {summary}
      </canvas>
    </div>
  );
}
