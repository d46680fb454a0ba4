import { useState } from 'react';
import type { ComputedDatum } from '@nivo/circle-packing';
import { theme } from 'shared-kernel';
import { nivoCirclePacking, useChartLibrary } from './chartLibrary';
import { ChartWait } from './ChartWait';
import { fitLabel, leafName } from './bubbleLabels';
import { MarkLabel } from './ChartTooltip';
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

/** What nivo would float over the bubble: nothing, the caption under the chart says it. */
const NoTooltip = () => <></>;

/**
 * The bubble last pointed at or tapped, named under the chart. A floating tooltip, centred on
 * the pointer, was cut at the figure's edge for the bubbles near it: the names are long (« Fonds
 * euros … (Linxea) »), and on a phone wider than half the chart.
 */
function BubbleCaption({ node, drawn }: { node: { color: string; title: string; value: string } | null; drawn: boolean }) {
  // Its two lines kept from the start: the chart's place does not grow when the bubbles come.
  return (
    <p aria-live="polite" style={{ margin: '6px 0 0', minHeight: '2.6em', fontSize: 13, color: node ? theme.text : theme.muted }}>
      {node ? <MarkLabel {...node} /> : drawn ? 'Survolez ou touchez une bulle pour voir son montant.' : null}
    </p>
  );
}

/** Circle packing: leaves sized by value, grouped by their parent; ids of the form group.name. */
export function BubbleChart({ root, format, ariaLabel, width = 450, height = 450, padding = 3, colorByGroup = false }: BubbleChartProps) {
  // Group colours follow the order of the root's children, as a legend listing them would.
  const byGroup = new Map((root.children ?? []).map((c, i) => [c.name, seriesColor(i)]));
  const nivo = useChartLibrary(nivoCirclePacking);
  const [pointed, setPointed] = useState<{ color: string; title: string; value: string } | null>(null);
  const point = (node: Node) => {
    const group = groupOf(node);
    const name = leafName(String(node.id), group);
    setPointed({ color: node.color, title: group ? `${name} (${group})` : name, value: node.formattedValue });
  };
  const CirclePacking = nivo.module?.CirclePacking;
  return (
    <div role="figure" aria-label={ariaLabel} style={{ width: '100%', maxWidth: width }}>
      {CirclePacking ? (
        // fontSize 0: no text line under nivo's inline svg, so the chart is exactly its height, as
        // its place was (labels set their own size).
        <div style={{ overflow: 'hidden', fontSize: 0 }}>
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
            tooltip={NoTooltip}
            onMouseEnter={point}
            onClick={point}
          />
        </div>
      ) : (
        // Its place kept while nivo arrives: nothing below moves when the bubbles appear (flow-root
        // keeps the spinner's and the message's margins inside it).
        <div style={{ minHeight: height, display: 'flow-root' }}>
          <ChartWait failed={nivo.failed} retry={nivo.retry} />
        </div>
      )}
      <BubbleCaption node={pointed} drawn={Boolean(CirclePacking)} />
    </div>
  );
}
