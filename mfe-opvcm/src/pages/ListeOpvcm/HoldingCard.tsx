import styled from 'styled-components';
import { Card, formatEuro, theme, type CardColor, type Opvcm } from 'shared-kernel';
import { formatGain } from '../../holdings/format';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 12px;
  margin: 8px 0 0;
  dt {
    color: ${theme.muted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  dd.loss {
    color: ${theme.danger};
  }
`;

/** One holding: its value (sale amount), bank, type, beneficiary, purchase and gain. */
export function HoldingCard({ op, color }: { op: Opvcm; color: CardColor }) {
  const gain = op.OP_MT_VTE - op.OP_MT_ACHAT;
  return (
    <Card title={op.OP_NOM} color={color} value={formatEuro(op.OP_MT_VTE)}>
      <Figures>
        <dt>Banque</dt>
        <dd>{op.OP_BQ}</dd>
        <dt>Type</dt>
        <dd>{op.OP_TYPE_PLCMT}</dd>
        <dt>Bénéficiaire</dt>
        <dd>{op.OP_BENEF}</dd>
        <dt>Achat</dt>
        <dd>{formatEuro(op.OP_MT_ACHAT)}</dd>
        <dt>Plus-value</dt>
        <dd className={gain < 0 ? 'loss' : undefined}>{formatGain(gain)}</dd>
      </Figures>
    </Card>
  );
}
