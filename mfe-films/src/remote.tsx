import { defineRemote } from 'shared-kernel';
import { Film } from './pages/Film/Film';
import { Films } from './pages/Films/Films';

export default defineRemote({
  name: 'films',
  pages: {
    '/films': Films,
    '/film/:id': Film,
  },
});
