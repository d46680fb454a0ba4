/**
 * Home's first section (the widget `lateRents`, which the shell puts above everything): the late
 * rents when there are any, then « À faire », so that the owner opening the app on his phone sees
 * what needs him before the tiles.
 */
import { LateRentsFirst } from '../../rents/LateRents';
import { TodoFirst } from './TodoFirst';

export function HomeFirst() {
  return (
    <>
      <LateRentsFirst />
      <TodoFirst />
    </>
  );
}
