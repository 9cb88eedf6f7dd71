import type { Catalogue } from '../en';

export const common: Catalogue['common'] = {
  retry: 'Réessayer',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  close: 'Fermer',
  save: 'Enregistrer',
  refresh: 'Actualiser',
  loading: 'Chargement…',
  yes: 'Oui',
  no: 'Non',
  unknownError: 'Erreur inconnue',
  errorPrefix: 'Erreur : {{message}}',
  dismissNotification: 'Fermer la notification',
  closeDialog: 'Fermer la fenêtre',
  dismiss: 'Fermer',
};
