import type { ComputedDatum } from '@nivo/circle-packing';
import { nivoCirclePacking, useChartLibrary } from './chartLibrary';
import { ChartWait } from './ChartWait';
import { fitLabel, leafName } from './bubbleLabels';
import { ChartTooltip } from './ChartTooltip';
import { CHART_COLORS, chartTheme, prefersReducedMotion, seriesColor } from './chartTheme';

export interface BubbleNode {
  name: string;
  value?: number;
  children?: BubbleNode[];
}

export interface BubbleChartProps {
  root: BubbleNode;
  format: (value: number) => string;
  ariaLabel: string;
  /** 450 pixels wide by default, padding 3. */
  width?: number;
  height?: number;
  padding?: number;
  /** Colours the bubbles by their group (the root's children) rather than one colour each. */
  colorByGroup?: boolean;
}

type Node = ComputedDatum<BubbleNode>;

/** The group of a leaf: the id just under the root in its path (leaf first, root last). */
const groupOf = (node: Pick<Node, 'path'>): string | undefined => (node.path.length >= 3 ? node.path[node.path.length - 2] : undefined);

/** Circle packing: leaves sized by value, grouped by their parent; ids of the form group.name. */
export function BubbleChart({ root, format, ariaLabel, width = 450, height = 450, padding = 3, colorByGroup = false }: BubbleChartProps) {
  // Group colours follow the order of the root's children, as a legend listing them would.
  const byGroup = new Map((root.children ?? []).map((c, i) => [c.name, seriesColor(i)]));
  const nivo = useChartLibrary(nivoCirclePacking);
  if (!nivo.module) {
    // Its place kept while nivo arrives: nothing below moves when the bubbles appear (flow-root
    // keeps the spinner's and the message's margins inside it).
    return (
      <div role="figure" aria-label={ariaLabel} style={{ width: '100%', maxWidth: width, minHeight: height, display: 'flow-root' }}>
        <ChartWait failed={nivo.failed} retry={nivo.retry} />
      </div>
    );
  }
  const { CirclePacking } = nivo.module;
  return (
    // fontSize 0: no text line under nivo's inline svg, so the chart is exactly its height, as its
    // place was (labels and tooltip set their own size).
    <div role="figure" aria-label={ariaLabel} style={{ width: '100%', maxWidth: width, overflow: 'hidden', fontSize: 0 }}>
      <CirclePacking<BubbleNode>
        data={root}
        id="name"
        value="value"
        width={width}
        height={height}
        padding={padding}
        leavesOnly
        colors={colorByGroup ? (node: Pick<Node, 'path'>) => byGroup.get(groupOf(node) ?? '') ?? seriesColor(0) : CHART_COLORS}
        colorBy="id"
        theme={chartTheme}
        valueFormat={(v: number) => format(v)}
        enableLabels
        labelsSkipRadius={18}
        labelTextColor="#ffffff"
        animate={!prefersReducedMotion()}
        // The labelled figure around it names the chart; an unnamed role="img" svg inside would not.
        role="presentation"
        label={(node: Node) => fitLabel(leafName(String(node.id), groupOf(node)), node.radius)}
        tooltip={(node: Node) => {
          const group = groupOf(node);
          const name = leafName(String(node.id), group);
          return <ChartTooltip color={node.color} title={group ? `${name} (${group})` : name} value={node.formattedValue} />;
        }}
      />
    </div>
  );
}
