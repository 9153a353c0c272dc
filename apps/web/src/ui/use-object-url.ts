import { useEffect, useState } from 'react';

/**
 * A `blob:` URL for a chosen file, to preview it before it is uploaded; null without a file. The
 * URL is revoked when the file changes or the component goes away.
 */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
