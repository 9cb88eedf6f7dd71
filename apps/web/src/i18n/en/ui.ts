/** Texts of ui (docs/console.md, Languages). */
export const ui = {
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
