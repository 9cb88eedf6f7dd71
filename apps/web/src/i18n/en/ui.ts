/** Texts of ui (docs/console.md, Languages). */
export const ui = {
  notFound: {
    title: 'Page not found',
    body: 'There is no page at {{path}}. The address may be mistyped, or the page has moved.',
    backToDashboard: 'Back to the dashboard',
    backToStart: 'Back to SignalDesk',
  },
  comingSoon: {
    thisScreenIsComing: 'This screen is coming in a later release.',
  },
  onDemandPanel: {
    error: 'Error: {{v0}}',
    erreurInconnue: 'Unknown error',
  },
  reportSection: {
    error: 'Error: {{v0}}',
    erreurInconnue: 'Unknown error',
    writingTheReport: 'Writing the report',
  },
  reportView: {
    copied: 'Copied',
    copy: 'Copy',
  },
  screenErrorBoundary: {
    thisPageCouldNot: 'This page could not be shown: {{message}}',
    reload: 'Reload',
  },
};
