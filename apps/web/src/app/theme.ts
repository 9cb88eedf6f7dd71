import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  type VariantColorsResolver,
} from '@mantine/core';
import { translate } from '../i18n/use-t';

/**
 * Mantine hovers a filled shade 9 on shade 8, which is lighter: white text then falls below AA contrast while the
 * pointer is on it (axe-core color-contrast). Such buttons hover one step darker instead.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const [name, shade] = (input.color ?? '').split('.');
  const palette = name ? input.theme.colors[name] : undefined;
  if (input.variant !== 'filled' || shade !== '9' || !palette) return colors;
  return { ...colors, hover: darken(palette[9], 0.15) };
};

/** A calm dark trading-console look: teal accents, tabular figures for prices. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 6 },
  defaultRadius: 'md',
  // Filled buttons and badges pick black or white text by their colour's luminance (WCAG AA contrast).
  autoContrast: true,
  variantColorResolver,
  luminanceThreshold: 0.18,
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  fontFamilyMonospace: 'ui-monospace, "JetBrains Mono", "SFMono-Regular", Menlo, monospace',
  headings: { fontWeight: '650' },
  components: {
    Paper: { defaultProps: { withBorder: true, radius: 'md' } },
    Table: { defaultProps: { verticalSpacing: 'xs', highlightOnHover: true } },
    // Every close button has a name (axe-core button-name).
    // Getters: read at each render, in the operator's language (docs/console.md, Languages).
    Modal: {
      defaultProps: {
        closeButtonProps: {
          get 'aria-label'() {
            return translate('common.closeDialog');
          },
        },
      },
    },
    Alert: {
      defaultProps: {
        get closeButtonLabel() {
          return translate('common.dismiss');
        },
      },
    },
    // Toasts (docs/console.md, Outcomes): a named close button, and a message at AA contrast (axe-core).
    Notification: {
      defaultProps: {
        closeButtonProps: {
          get 'aria-label'() {
            return translate('common.dismissNotification');
          },
        },
      },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/**
 * Secondary ("dimmed") text one shade stronger than Mantine's default, so help texts, labels and hints reach the
 * WCAG AA contrast of 4.5:1 on the panels (docs/console.md, Colours); error texts likewise.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: { '--mantine-color-dimmed': current.colors.gray[7], '--mantine-color-error': current.colors.red[8] },
  dark: { '--mantine-color-dimmed': current.colors.dark[1], '--mantine-color-error': current.colors.red[4] },
});
