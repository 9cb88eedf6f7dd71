/** Texts of app (docs/console.md, Languages). */
export const app = {
  routeGuards: {
    checkingYourSession: 'Checking your session',
  },
};
