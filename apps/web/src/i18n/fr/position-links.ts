import type { Catalogue } from '../en';

export const positionLinks: Catalogue['positionLinks'] = {
  notShown: 'Position non affichée',
  notAmongOpen: 'La position n°{{id}} ne fait pas partie des positions ouvertes.',
  notAmongClosed: 'La position n°{{id}} ne fait pas partie des positions clôturées.',
};
