import type { Catalogue } from '../en';

export const closeReasons: Catalogue['closeReasons'] = {
  TP1: 'Take profit 1',
  TP2: 'Take profit 2',
  TP3: 'Take profit 3',
  SL: 'Stop loss',
  BREAKEVEN_1: 'Stop au breakeven 1',
  BREAKEVEN_2: 'Stop au breakeven 2',
  TIMEOUT: 'Durée maximale atteinte',
  BTC_EMERGENCY: 'Urgence Bitcoin',
  REVERSAL: 'Retournement',
  TRADERS_EXIT: 'Clôture manuelle',
  SOURCE_UPDATE: 'Clôturée par sa source',
};
