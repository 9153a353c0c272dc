import { CREATIVE_ASSET_API } from '@beacon/contracts';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { title: string; width: number; height: number } & (
  | { src: string; html?: undefined }
  | { html: string; src?: undefined }
);

/**
 * Creative content runs in an iframe with `sandbox="allow-scripts"` only: without
 * `allow-same-origin` it gets an opaque origin, so neither scripts nor forms of the creative can
 * read the console's storage, cookies or DOM, open pop-ups or navigate the console. Markup (a
 * tag) is posted to the server's tag preview page once it loads, rather than given as `srcdoc`:
 * a `srcdoc` frame would run under the console's own Content-Security-Policy, which refuses the
 * inline and third-party scripts tags are made of.
 */
export function SandboxedFrame({ title, width, height, src, html }: Props) {
  const { t } = useTranslation('creatives');
  const post =
    html === undefined
      ? undefined
      : (event: SyntheticEvent<HTMLIFrameElement>) =>
          // The frame's origin is opaque, so no narrower target origin can name it.
          event.currentTarget.contentWindow?.postMessage({ tagPreview: html }, '*');
  return (
    <iframe
      // A new tag gets a fresh page: the preview page writes only the first markup it receives.
      key={html}
      title={t('preview.frame_title', { name: title })}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      src={src ?? CREATIVE_ASSET_API.tagPreview}
      onLoad={post}
      width={width}
      height={height}
      style={{
        border: '1px dashed var(--mantine-color-default-border)',
        display: 'block',
        background: '#fff',
      }}
    />
  );
}
