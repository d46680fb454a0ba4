import { Page } from 'shared-kernel';
import { Tiles } from './Tiles';

export function Buttons() {
  return (
    <Page route="/buttons">
      <Tiles withData />
    </Page>
  );
}
