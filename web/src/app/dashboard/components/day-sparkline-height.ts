/** The sparkline's plot height, known to the page before the chart's chunk loads. */
export const SPARKLINE_HEIGHT = 96;
