import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import { storeAsset } from '../modules/creative-assets/store.ts';
import type { AuthContext } from '../platform/auth/context.ts';
import type { AppDeps } from '../platform/deps.ts';
import { incomingPath } from '../platform/files/incoming.ts';

/** A demo medium rectangle: the advertiser's name and domain on its colour. */
export type DemoBanner = { name: string; domain: string; color: string };

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The self-contained 300x250 HTML tag (no network), clicking through the ad server's macro. */
export const demoBannerTag = ({ name, domain, color }: DemoBanner) =>
  `<a href="%%CLICK_URL_UNESC%%https://${domain}/" target="_blank" style="display:block;width:300px;height:250px;box-sizing:border-box;padding:24px;background:${color};color:#fff;font:600 22px system-ui,sans-serif;text-decoration:none">${name}<br><span style="font:400 15px system-ui,sans-serif">${domain}</span></a>`;

/**
 * The same banner drawn as SVG: the tag's box, padding, colours and type sizes, so the thumbnail
 * is what the tag shows (docs/CREATIVES.md "Demo thumbnails").
 */
export const demoBannerSvg = ({ name, domain, color }: DemoBanner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250" viewBox="0 0 300 250">` +
  `<rect width="300" height="250" fill="${color}"/>` +
  `<text x="24" y="47" fill="#fff" font-family="sans-serif" font-weight="600" font-size="22">${escapeXml(name)}</text>` +
  `<text x="24" y="72" fill="#fff" font-family="sans-serif" font-size="15">${escapeXml(domain)}</text>` +
  `</svg>`;

/** The banner as a PNG, rasterised without a browser. */
export const renderDemoBanner = (banner: DemoBanner): Buffer =>
  new Resvg(demoBannerSvg(banner), { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } })
    .render()
    .asPng();

/**
 * Stores the banner's PNG as a thumbnail asset of the advertiser through the upload's own checks
 * (real format, dimensions), as if a person had uploaded it with the creative.
 */
export async function storeDemoThumbnail(
  deps: AppDeps,
  ctx: AuthContext,
  advertiserId: number,
  banner: DemoBanner,
) {
  const png = renderDemoBanner(banner);
  const file = await incomingPath(deps);
  await writeFile(file, png);
  const stored = await storeAsset(deps.db, deps, ctx, {
    kind: 'image',
    file: {
      path: file,
      filename: `${banner.domain}-300x250.png`,
      bytes: png.length,
      sha256: createHash('sha256').update(png).digest('hex'),
    },
    advertiserId,
    thumbnail: true,
  });
  return stored.asset;
}
