/** A small round swatch of a hold's, price level's or status's colour. */
export function ColorDot({ color, size = 12 }: { color: string; size?: number }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: size / 2,
        background: color,
      }}
    />
  );
}
