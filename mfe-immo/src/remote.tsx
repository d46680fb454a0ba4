import { defineRemote } from 'shared-kernel';
import { CarsDetail } from './pages/CarsDetail/CarsDetail';
import { Depenses } from './pages/Depenses/Depenses';
import { Emprunt } from './pages/Emprunt/Emprunt';
import { ListeAppt } from './pages/ListeAppt/ListeAppt';
import { Rents } from './pages/Rents/Rents';
import { Overview } from './widgets/Overview/Overview';

export default defineRemote({
  name: 'immo',
  pages: {
    '/recap': () => <Rents route="/recap" />,
    '/listeappt': ListeAppt,
    '/loyers': () => <Rents route="/loyers" />,
    '/emprunt': Emprunt,
    '/carsdetail': CarsDetail,
    '/depenses': Depenses,
  },
  widgets: { overview: Overview },
});
