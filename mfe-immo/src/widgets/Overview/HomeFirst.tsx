/**
 * Home's first section (the widget `lateRents`, which the shell puts above everything): what
 * needs the owner before the tiles, in the frame the shell keeps for it from the first paint
 * (the kernel's FirstSection, « À faire »): the late rents' count and total when there are any,
 * then « À faire ».
 *
 * It arrives seconds after the first paint on a phone, above the gold price and the tiles, so
 * it moves nothing that is already on screen: it says that it loads until both reads have
 * answered, then draws both at once within the frame's lines. The late rents' months, a list of
 * any length, are under Home's overview (below the fold) and on /recap; here one line links there.
 */
import { FirstSection, useEndpoint } from 'shared-kernel';
import { aFaire, loyersRetards } from 'area-immo/contract';
import { LateRentsLine } from '../../rents/LateRentsLine';
import { TodoFirst } from './TodoFirst';

/** The frame's title: the shell draws the same one while this widget loads. */
export const HOME_FIRST_TITLE = 'À faire';

export function HomeFirst() {
  const late = useEndpoint(loyersRetards);
  const todo = useEndpoint(aFaire);
  // Their first attempts: the frame's own loading line. A retry or a failure shows in its read's place.
  const loading = [late, todo].some((query) => query.isPending && query.failureCount === 0);
  return (
    <FirstSection title={HOME_FIRST_TITLE}>
      {loading ? undefined : (
        <>
          <LateRentsLine query={late} />
          <TodoFirst query={todo} />
        </>
      )}
    </FirstSection>
  );
}
