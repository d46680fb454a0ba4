/**
 * The sections of the charges' regularization and the deposit's return (loi du 6 juillet 1989,
 * art. 22 and 23): recoverable charges per property and year, the regularizations recorded on
 * the leases, the deductions kept from a deposit. Spread into immoSections after the leases.
 */
import { defineSection } from 'contract-kit/data';
import { chargeSettlementRow, recoverableChargeRow } from './chargeSettlement';
import { depositDeductionRow } from './deposit';

export const settlementSections = {
  chargesRecuperables: defineSection({ name: 'chargesRecuperables', label: 'Charges récupérables', schema: recoverableChargeRow }),
  regularisationsCharges: defineSection({
    name: 'regularisationsCharges', label: 'Régularisations des charges',
    schema: chargeSettlementRow,
    uniqueKey: { label: 'bail_id + annee', key: (r) => `${r.bail_id} ${r.annee}` },
  }),
  retenuesDepot: defineSection({ name: 'retenuesDepot', label: 'Retenues sur dépôt de garantie', schema: depositDeductionRow }),
};
