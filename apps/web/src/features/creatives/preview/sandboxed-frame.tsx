import { useTranslation } from 'react-i18next';

type Props = { title: string; width: number; height: number } & (
  | { src: string; srcDoc?: undefined }
  | { srcDoc: string; src?: undefined }
);

/**
 * Creative content runs in an iframe with `sandbox="allow-scripts"` only: without
 * `allow-same-origin` it gets an opaque origin, so neither scripts nor forms of the creative can
 * read the console's storage, cookies or DOM, open pop-ups or navigate the console.
 */
export function SandboxedFrame({ title, width, height, src, srcDoc }: Props) {
  const { t } = useTranslation('creatives');
  return (
    <iframe
      title={t('preview.frame_title', { name: title })}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      src={src}
      srcDoc={srcDoc}
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
