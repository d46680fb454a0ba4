import { CirclePacking } from '@nivo/circle-packing';
import { CHART_COLORS, chartTheme } from './chartTheme';

export interface BubbleNode {
  name: string;
  value?: number;
  children?: BubbleNode[];
}

export interface BubbleChartProps {
  root: BubbleNode;
  format: (value: number) => string;
  ariaLabel: string;
  /** Spec section 9: 450 pixels wide, padding 3. */
  width?: number;
  height?: number;
  padding?: number;
}

/** Circle packing: leaves sized by value, grouped by their parent. */
export function BubbleChart({ root, format, ariaLabel, width = 450, height = 450, padding = 3 }: BubbleChartProps) {
  return (
    <div role="figure" aria-label={ariaLabel} style={{ width: '100%', maxWidth: width, overflow: 'hidden' }}>
      <CirclePacking<BubbleNode>
        data={root}
        id="name"
        value="value"
        width={width}
        height={height}
        padding={padding}
        leavesOnly
        colors={CHART_COLORS}
        colorBy="id"
        theme={chartTheme}
        valueFormat={(v: number) => format(v)}
        enableLabels
        labelsSkipRadius={18}
        label={(node) => String(node.id).split('.').pop() ?? ''}
      />
    </div>
  );
}
