import type { Catalogue } from '../en';

export const login: Catalogue['login'] = {
  subtitle: 'Console d’administration',
  username: 'Nom d’utilisateur',
  usernamePlaceholder: 'Saisissez votre nom d’utilisateur',
  password: 'Mot de passe',
  passwordPlaceholder: 'Saisissez votre mot de passe',
  submit: 'Se connecter',
  invalidCredentials: 'Identifiants invalides',
  failed: 'Une erreur est survenue',
  footer: '{{year}} Trading Dashboard. Tous droits réservés.',
};
