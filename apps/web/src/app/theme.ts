import { createTheme } from '@mantine/core';

/** A calm dark trading-console look: teal accents, tabular figures for prices. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  fontFamilyMonospace: 'ui-monospace, "JetBrains Mono", "SFMono-Regular", Menlo, monospace',
  headings: { fontWeight: '650' },
  components: {
    Paper: { defaultProps: { withBorder: true, radius: 'md' } },
    Table: { defaultProps: { verticalSpacing: 'xs', highlightOnHover: true } },
  },
});
