import './chart.css';

/** The charts' common look, as the props recharts takes it in; its colours are in chart.css. */

/** Dashed lines across the chart only, under the values. */
export const CHART_GRID = { strokeDasharray: '3 3', vertical: false } as const;

/** The axes' tick labels. */
export const CHART_TICK = { fontSize: 12 } as const;

/** The tooltip box in the page's colours: an inline style, so it can read them. */
export const CHART_TOOLTIP = {
  contentStyle: {
    color: 'var(--bs-body-color)',
    backgroundColor: 'var(--bs-body-bg)',
    borderColor: 'var(--bs-border-color)',
  },
} as const;

/** In the order the series are drawn, not alphabetically: the same in every language. */
export const SERIES_LEGEND = { wrapperStyle: { fontSize: 13 }, itemSorter: null } as const;

/**
 * An x axis of calendar days or months under `dataKey`, each written by `label` (dayLabel,
 * monthLabel) in the interface language; `minTickGap` thins the labels where they would touch.
 */
export function calendarAxis(
  dataKey: string,
  label: (iso: string, language: string) => string,
  language: string,
  minTickGap: number,
) {
  return { dataKey, tickFormatter: (iso: string) => label(iso, language), minTickGap, tick: CHART_TICK };
}
