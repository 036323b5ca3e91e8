import { createTheme } from '@mantine/core';

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
