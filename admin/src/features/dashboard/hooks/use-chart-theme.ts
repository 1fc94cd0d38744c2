import { useEffect, useState } from 'react';

/** The colours a chart draws with, read from the admin's CSS variables of the current theme. */
export interface ChartTheme {
  text: string;
  dim: string;
  grid: string;
  panel: string;
  series: string[];
}

const SERIES_VARS = ['--chart-1', '--chart-2', '--chart-3', '--chart-4'];

function read(): ChartTheme {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    text: v('--text', '#1a1d2e'),
    dim: v('--dim', '#636a86'),
    grid: v('--border', '#e1e4ee'),
    panel: v('--panel', '#ffffff'),
    series: SERIES_VARS.map((name, i) => v(name, ['#5b3df5', '#0f9d76', '#e0731f', '#d92d4b'][i]!)),
  };
}

/**
 * The theme's chart colours, read again whenever the theme changes (the nav's switch sets
 * `data-theme` on <html>; without it the OS preference decides), so a chart repaints with it.
 */
export function useChartTheme(): ChartTheme {
  const [theme, setTheme] = useState(read);
  useEffect(() => {
    const update = () => setTheme(read());
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    media?.addEventListener?.('change', update);
    return () => {
      observer.disconnect();
      media?.removeEventListener?.('change', update);
    };
  }, []);
  return theme;
}
