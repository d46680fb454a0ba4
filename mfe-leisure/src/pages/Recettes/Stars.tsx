import styled from 'styled-components';
import { theme } from 'shared-kernel';

const Wrap = styled.span`
  color: ${theme.star};
  letter-spacing: 1px;
  white-space: nowrap;
  .off {
    color: ${theme.starOff};
  }
`;

/** A 1 to 5 note as stars; assistive technology reads "4 sur 5". */
export function Stars({ note, max = 5 }: { note: number; max?: number }) {
  const n = Math.max(0, Math.min(max, Math.round(note)));
  return (
    <Wrap role="img" aria-label={`${n} sur ${max}`} title={`${n} sur ${max}`}>
      <span aria-hidden="true">{'★'.repeat(n)}</span>
      <span aria-hidden="true" className="off">
        {'★'.repeat(max - n)}
      </span>
    </Wrap>
  );
}
