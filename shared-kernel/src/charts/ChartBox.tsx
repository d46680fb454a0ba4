import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useChartLibrary, type ChartLibrary } from './chartLibrary';
import { ChartWait } from './ChartWait';
import { useDrawWhenNear } from './drawWhenNear';

/** Width used where layout cannot be measured (jsdom in tests). */
const UNMEASURED_WIDTH = 600;

/**
 * The box of a chart: a fixed height, and a width that is either the given one (tests, fixed
 * layouts) or the measured width of the box, followed as it resizes (responsive). The chart
 * and what goes under it (its legend) are drawn for that width; the chart only once the box
 * comes near the viewport and its nivo library has arrived (loaded from the box's mount).
 * Until then the box keeps its height (nothing shifts when the chart appears) and is the
 * labelled image itself, so the chart's name is there from the start.
 */
export function ChartBox<M>({
  width,
  height,
  library,
  chart,
  below,
  label,
}: {
  width?: number;
  height: number;
  /** The nivo package the chart is drawn with. */
  library: ChartLibrary<M>;
  chart: (width: number, library: M) => ReactNode;
  below?: (width: number) => ReactNode;
  /** The chart's accessible name, given to the box while the chart is not drawn yet. */
  label?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<number | null>(null);
  const near = useDrawWhenNear(ref);
  const nivo = useChartLibrary(library);

  useLayoutEffect(() => {
    const el = ref.current;
    if (width || !el) return undefined;
    const read = (w: number) => setMeasured(w > 0 ? Math.floor(w) : UNMEASURED_WIDTH);
    read(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width ?? 0;
      if (w > 0) setMeasured(Math.floor(w));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [width]);

  const w = width ?? measured;
  const drawnWidth = near && nivo.module ? w : null;
  const placeholder = !drawnWidth && label ? { role: 'img', 'aria-label': label } : {};
  return (
    <div ref={ref} style={{ width: width ?? '100%', maxWidth: '100%' }}>
      {nivo.failed ? (
        // Out of the image's box: an alert inside role="img" would not be read. Its place is the
        // chart's (flow-root keeps the message's margins inside it).
        <div style={{ minHeight: height, display: 'flow-root' }}>
          <ChartWait failed retry={nivo.retry} />
        </div>
      ) : (
        // flow-root: the spinner's margin stays inside the box instead of pushing it down.
        <div style={{ height, width: w ?? '100%', display: 'flow-root' }} {...placeholder}>
          {drawnWidth && nivo.module ? chart(drawnWidth, nivo.module) : null}
          {near && !nivo.module ? <ChartWait failed={false} retry={nivo.retry} /> : null}
        </div>
      )}
      {w && below ? below(w) : null}
    </div>
  );
}
