import { Image, Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

// Drawn as SVG in the browser and shown as an image, so nothing in the link can run as page markup.
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A QR code of `text`, for a phone's camera to open the link. */
export function LinkQrCode({ text, label }: { text: string; label: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      .then((svg) => current && setSource(svgSource(svg)))
      .catch(() => current && setSource(null));
    return () => {
      current = false;
    };
  }, [text]);
  if (!source) return <Skeleton w={220} h={220} />;
  return <Image src={source} alt={label} w={220} h={220} data-testid="deep-link-qr" />;
}
