import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: {
    fontWeight: '650',
    sizes: {
      h1: { fontSize: 'clamp(1.625rem, 1.25rem + 1.5vw, 2.125rem)', lineHeight: '1.2' },
      h2: { fontSize: 'clamp(1.375rem, 1.15rem + 0.9vw, 1.625rem)', lineHeight: '1.25' },
    },
  },
  components: {
    Paper: { defaultProps: { withBorder: true } },
    Table: { defaultProps: { verticalSpacing: 'sm', highlightOnHover: true } },
  },
});

/**
 * Colours dark enough for WCAG AA contrast (4.5:1) on white and on the light grey page
 * background, and on a table row under the pointer: secondary ("dimmed") text, links, error text
 * and the light badges and active links, where Mantine's defaults reach only 3.3 to 4.4:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f666d',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-8)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-teal-light-color': '#07704f',
    '--mantine-color-orange-light-color': '#9a3412',
    '--mantine-color-yellow-light-color': '#7a5300',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-indigo-light-color': 'var(--mantine-color-indigo-9)',
    '--mantine-primary-color-light-color': 'var(--mantine-color-indigo-9)',
    '--mantine-primary-color-light-hover': 'rgba(66, 99, 235, 0.16)',
  },
  dark: {},
});
