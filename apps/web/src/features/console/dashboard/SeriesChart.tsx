import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

type UPlot = typeof uPlot;

let loading: Promise<UPlot> | undefined;
/** uPlot and its stylesheet, fetched when the first chart is drawn: in the dashboard's chunks only. */
function loadUplot(): Promise<UPlot> {
  loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([m]) => m.default);
  return loading;
}

const HEIGHT = 150;

/** The brand colour of the instance's theme (the chart is drawn on a canvas, which reads no CSS). */
function brand(el: HTMLElement): string {
  return getComputedStyle(el).getPropertyValue('--brand').trim() || '#0b5fff';
}

/**
 * One series drawn by uPlot: the buckets' days (UTC) along the x axis, its values up. The canvas is
 * hidden from screen readers; the card around it carries the figures as a table (docs/CONSOLE.md
 * "Dashboard").
 */
export function SeriesChart({ days, values, testId }: { days: string[]; values: number[]; testId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let live = true;
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    void loadUplot().then((UPlot) => {
      if (!live) return;
      const colour = brand(el);
      const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
      plot = new UPlot(
        {
          width: Math.max(200, el.clientWidth),
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'UTC'),
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
          axes: [
            { stroke: '#5b6270', grid: { stroke: '#dfe3ea' }, ticks: { stroke: '#dfe3ea' } },
            { stroke: '#5b6270', grid: { stroke: '#dfe3ea' }, ticks: { stroke: '#dfe3ea' }, size: 44 },
          ],
          series: [{}, { stroke: colour, fill: `${colour}22`, width: 2, points: { show: days.length <= 31 } }],
        },
        [xs, values],
        el,
      );
      el.dataset.drawn = 'true';
      observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(200, el.clientWidth), height: HEIGHT }));
      observer.observe(el);
    });
    return () => {
      live = false;
      observer?.disconnect();
      plot?.destroy();
      delete el.dataset.drawn;
    };
  }, [days, values]);
  return <div ref={ref} className="dashboard-chart" aria-hidden="true" data-testid={testId} />;
}
