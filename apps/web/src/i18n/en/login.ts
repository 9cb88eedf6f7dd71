/** The login screen (docs/console.md, Login screen). */
export const login = {
  subtitle: 'Admin Console',
  username: 'Username',
  usernamePlaceholder: 'Enter your username',
  password: 'Password',
  passwordPlaceholder: 'Enter your password',
  submit: 'Login',
  invalidCredentials: 'Invalid credentials',
  failed: 'An error occurred',
  footer: '{{year}} Trading Dashboard. All rights reserved.',
};
