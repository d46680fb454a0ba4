import { theme } from 'shared-kernel';

/** A mark named with its colour chip and its value in fr-FR: « chip title : value ». */
export function MarkLabel({ color, title, value }: { color: string; title: string; value: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: color, marginRight: 6 }}
      />
      {title} : <strong>{value}</strong>
    </>
  );
}

/** The tooltip of every chart: a colour chip, what the mark is, and its value in fr-FR. */
export function ChartTooltip({ color, title, value }: { color: string; title: string; value: string }) {
  return (
    <div
      style={{
        background: theme.surface,
        color: theme.text,
        border: `1px solid ${theme.border}`,
        borderRadius: 6,
        boxShadow: '0 2px 6px rgba(0, 0, 0, 0.18)',
        padding: '6px 10px',
        fontSize: 13,
        whiteSpace: 'nowrap',
      }}
    >
      <MarkLabel color={color} title={title} value={value} />
    </div>
  );
}
