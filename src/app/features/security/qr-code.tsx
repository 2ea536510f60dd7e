// A QR code drawn as React SVG (uqr computes the modules): no innerHTML, no data: URL, nothing the
// strict CSP would refuse. The secret is also shown as text beside it, for typing.
import { useMemo } from 'react';
import { encode } from 'uqr';

export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { data } = useMemo(() => encode(value, { ecc: 'M', border: 2 }), [value]);
  // One path of unit squares, so the drawing is one element however many modules there are.
  const path = useMemo(
    () => data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join(''),
    [data],
  );
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${data.length} ${data.length}`} shapeRendering="crispEdges" className="qr-code">
      <rect width={data.length} height={data.length} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
