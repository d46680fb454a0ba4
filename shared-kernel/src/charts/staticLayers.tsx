/**
 * The line charts' grid, axes, lines and points, drawn as plain SVG. nivo animates these layers
 * through react-spring even with `animate={false}`: a spring per tick, per grid line and per
 * point, all run at commit. On /graphedf that was most of each chart's 120 to 190 ms task in a
 * phone's trace. These draw the same marks at the same places (nivo's scales and ticks, its
 * theme), once. The mesh, crosshair and tooltips stay nivo's: they only move on hover.
 */
import type { LineCustomSvgLayerProps, LineSeries } from '@nivo/line';
import { centerScale, getScaleTicks, type AnyScale, type ScaleValue, type ScaleWithBandwidth, type TicksSpec } from '@nivo/scales';
import { sanitizeSvgTextStyle, useTheme } from '@nivo/theming';

type AxisProps = NonNullable<LineCustomSvgLayerProps<LineSeries>['axisLeft']>;

// nivo's defaults, for the props a chart leaves out (a layer gets the props as given).
const TICK_SIZE = 5;
const TICK_PADDING = 5;
const POINT_SIZE = 6;

/** Where each tick value sits along the axis (the middle of its step on a point or band scale). */
function ticksOf(scale: AnyScale, spec: TicksSpec<ScaleValue> | undefined) {
  const position = 'bandwidth' in scale ? centerScale<ScaleValue>(scale as ScaleWithBandwidth) : scale;
  return getScaleTicks<ScaleValue>(scale, spec).map((value: ScaleValue) => ({ value, at: Number(position(value as never) ?? 0) }));
}

function Axis({ axis, scale, length, at, props }: { axis: 'x' | 'y'; scale: AnyScale; length: number; at: string; props: AxisProps }) {
  const theme = useTheme().axis;
  const { tickSize = TICK_SIZE, tickPadding = TICK_PADDING, tickValues, format, legend, legendOffset = 0 } = props;
  const label = (value: ScaleValue) => (typeof format === 'function' ? format(value) : String(value));
  // The category axis: ticks down, labels centred under them; the value axis: ticks left, labels ending before them.
  const x = axis === 'x';
  const text = sanitizeSvgTextStyle(theme.ticks.text);
  const legendAt = x ? `translate(${length / 2}, ${legendOffset}) rotate(0)` : `translate(${legendOffset}, ${length / 2}) rotate(-90)`;
  return (
    <g transform={at}>
      {ticksOf(scale, tickValues).map((tick) => (
        <g key={String(tick.value)} transform={x ? `translate(${tick.at},0)` : `translate(0,${tick.at})`}>
          <line x1={0} x2={x ? 0 : -tickSize} y1={0} y2={x ? tickSize : 0} style={theme.ticks.line} />
          <text
            dominantBaseline={x ? 'text-before-edge' : 'central'}
            textAnchor={x ? 'middle' : 'end'}
            transform={x ? `translate(0,${tickSize + tickPadding})` : `translate(${-(tickSize + tickPadding)},0)`}
            style={text}
          >
            {label(tick.value)}
          </text>
        </g>
      ))}
      <line style={theme.domain.line} x1={0} x2={x ? length : 0} y1={0} y2={x ? 0 : length} />
      {/* Only a middle legend is used here: along the axis, rotated on the value axis. */}
      {legend !== undefined && (
        <text transform={legendAt} textAnchor="middle" style={{ ...sanitizeSvgTextStyle(theme.legend.text), dominantBaseline: 'central' }}>
          {legend}
        </text>
      )}
    </g>
  );
}

/** The category axis under the plot and the value axis on its left (the two this product draws). */
export function StaticAxes<S extends LineSeries>({ xScale, yScale, innerWidth, innerHeight, axisBottom, axisLeft }: LineCustomSvgLayerProps<S>) {
  return (
    <g>
      {axisBottom && <Axis axis="x" scale={xScale as unknown as AnyScale} length={innerWidth} at={`translate(0,${innerHeight})`} props={axisBottom} />}
      {axisLeft && <Axis axis="y" scale={yScale as unknown as AnyScale} length={innerHeight} at="translate(0,0)" props={axisLeft} />}
    </g>
  );
}

/** Horizontal lines at the value ticks (the charts turn the vertical ones off). */
export function StaticGrid<S extends LineSeries>({ yScale, innerWidth, enableGridY = true, gridYValues }: LineCustomSvgLayerProps<S>) {
  const style = useTheme().grid.line;
  if (!enableGridY) return null;
  return (
    <g>
      {ticksOf(yScale as unknown as AnyScale, gridYValues).map((tick) => (
        <line key={String(tick.value)} x1={0} x2={innerWidth} y1={tick.at} y2={tick.at} style={style} />
      ))}
    </g>
  );
}

/** One path per series; the first series on top, as nivo draws it. */
export function StaticLines<S extends LineSeries>({ series, lineGenerator, lineWidth = 2 }: LineCustomSvgLayerProps<S>) {
  return (
    <g>
      {[...series].reverse().map(({ id, data, color }) => (
        <path key={id} d={lineGenerator(data.map((d) => d.position)) ?? undefined} fill="none" strokeWidth={lineWidth} stroke={color} />
      ))}
    </g>
  );
}

/** A ring per value, when the chart asks for them; the first series on top. */
export function StaticPoints<S extends LineSeries>({ points, enablePoints, pointSize = POINT_SIZE, pointBorderWidth = 0 }: LineCustomSvgLayerProps<S>) {
  if (!enablePoints) return null;
  const drawn = [...points].sort((a, b) => b.seriesIndex - a.seriesIndex || a.indexInSeries - b.indexInSeries);
  return (
    <g>
      {drawn.map((p) => (
        <g key={p.id} transform={`translate(${p.x}, ${p.y})`} style={{ pointerEvents: 'none' }} data-testid={`line.point.${p.id}`}>
          <circle r={pointSize / 2} fill={p.color} stroke={p.borderColor} strokeWidth={pointBorderWidth} style={{ pointerEvents: 'none' }} />
        </g>
      ))}
    </g>
  );
}
