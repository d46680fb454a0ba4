import { Card, FigureList, formatEuro, type CardColor } from 'shared-kernel';
import type { Opvcm } from 'area-opvcm/contract';
import { formatGain } from '../../holdings/format';

/** One holding: its value (sale amount), bank, type, beneficiary, purchase and gain. */
export function HoldingCard({ op, color }: { op: Opvcm; color: CardColor }) {
  const gain = op.OP_MT_VTE - op.OP_MT_ACHAT;
  return (
    <Card title={op.OP_NOM} color={color} value={formatEuro(op.OP_MT_VTE)}>
      <FigureList
        align="start"
        items={[
          { label: 'Banque', value: op.OP_BQ },
          { label: 'Type', value: op.OP_TYPE_PLCMT },
          { label: 'Bénéficiaire', value: op.OP_BENEF },
          { label: 'Achat', value: formatEuro(op.OP_MT_ACHAT) },
          { label: 'Plus-value', value: formatGain(gain), tone: gain < 0 ? 'loss' : undefined },
        ]}
      />
    </Card>
  );
}
