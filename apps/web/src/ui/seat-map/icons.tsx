const base = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
} as const;

export const ZoomInIcon = () => (
  <svg {...base} aria-hidden="true">
    <path d="M8 3v10M3 8h10" />
  </svg>
);

export const ZoomOutIcon = () => (
  <svg {...base} aria-hidden="true">
    <path d="M3 8h10" />
  </svg>
);

export const FitIcon = () => (
  <svg {...base} aria-hidden="true">
    <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" />
  </svg>
);

export const ArrowIcon = () => (
  <svg {...base} width={12} height={12} aria-hidden="true">
    <path d="M2 8h11M9 4l4 4-4 4" />
  </svg>
);
