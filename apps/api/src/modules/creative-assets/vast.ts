import type { VastAttributes, VastMediaFile, VastTrackingEvent } from '@beacon/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { unprocessable } from '../../platform/errors.ts';

/** Elements that may repeat in VAST 2.0–4.x; the parser always answers them as arrays. */
const REPEATED = new Set([
  'Ad',
  'Creative',
  'MediaFile',
  'Tracking',
  'Impression',
  'Error',
  'ClickTracking',
  'CustomClick',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Only the five predefined entities and character references are decoded: documents with a
  // DOCTYPE are refused before parsing, so no declared entity can ever be expanded.
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => REPEATED.has(name),
});

type Node = Record<string, unknown>;

const refuse = (key: string, message: string) => unprocessable({ xml: [key] }, message);

/**
 * Reads the attributes a creative form needs from a VAST 2.0, 3.0 or 4.x document: version,
 * title, linear duration, media files, skip offset, tracking events, click-through, impression
 * and error URLs. A wrapper answers its `VASTAdTagURI`; the server never fetches it (nor any other
 * URL of the document). Malformed XML, a DOCTYPE, or a document without a VAST ad is a 422.
 */
export function extractVastAttributes(xml: string): VastAttributes {
  const source = xml.replace(/^\uFEFF/, '').trim();
  if (/<!DOCTYPE|<!ENTITY/i.test(source))
    refuseWith('validation.vast.doctype', 'VAST documents may not declare a DOCTYPE');
  if (XMLValidator.validate(source) !== true)
    refuseWith('validation.vast.malformed', 'The VAST XML is not well-formed');
  let doc: Node;
  try {
    doc = parser.parse(source) as Node;
  } catch {
    throw refuse('validation.vast.malformed', 'The VAST XML is not well-formed');
  }
  const vast = asNode(doc.VAST);
  if (!vast) throw refuse('validation.vast.not_vast', 'The document is not VAST (no <VAST> root)');
  const version = attr(vast, 'version');
  if (!version || !/^[234](\.\d+)?$/.test(version)) {
    throw refuse('validation.vast.version', 'Only VAST 2.0, 3.0 and 4.x are supported');
  }
  const ad = nodes(vast.Ad)[0];
  const inline = ad ? asNode(ad.InLine) : null;
  const wrapper = ad ? asNode(ad.Wrapper) : null;
  const body = inline ?? wrapper;
  if (!ad || !body) throw refuse('validation.vast.no_ad', 'The VAST document holds no InLine or Wrapper ad');

  const creatives = nodes(asNode(body.Creatives)?.Creative);
  const linear = creatives.map((c) => asNode(c.Linear)).find((l): l is Node => l !== null) ?? null;
  const durationText = linear ? text(linear.Duration) : null;
  const skipOffset = linear ? attr(linear, 'skipoffset') : null;
  const clicks = linear ? asNode(linear.VideoClicks) : null;

  return {
    version,
    ad_type: inline ? 'inline' : 'wrapper',
    ad_id: attr(ad, 'id'),
    ad_system: text(body.AdSystem),
    ad_title: text(body.AdTitle),
    duration: durationText ? timeToSeconds(durationText) : null,
    duration_text: durationText,
    media_files: linear ? mediaFiles(linear) : [],
    skip_offset: skipOffset,
    skippable: skipOffset !== null,
    tracking_events: linear ? trackingEvents(linear) : [],
    click_through: clicks ? text(clicks.ClickThrough) : null,
    click_tracking: clicks ? texts(clicks.ClickTracking) : [],
    impression_urls: texts(body.Impression),
    error_urls: texts(body.Error),
    vast_ad_tag_uri: wrapper ? text(wrapper.VASTAdTagURI) : null,
  };
}

function refuseWith(key: string, message: string): never {
  throw refuse(key, message);
}

function mediaFiles(linear: Node): VastMediaFile[] {
  return nodes(asNode(linear.MediaFiles)?.MediaFile)
    .map((m) => ({
      url: text(m) ?? '',
      type: attr(m, 'type'),
      bitrate: int(attr(m, 'bitrate')) ?? int(attr(m, 'maxBitrate')),
      width: int(attr(m, 'width')),
      height: int(attr(m, 'height')),
      delivery: attr(m, 'delivery'),
      codec: attr(m, 'codec'),
      api_framework: attr(m, 'apiFramework'),
    }))
    .filter((m) => m.url !== '');
}

function trackingEvents(linear: Node): VastTrackingEvent[] {
  return nodes(asNode(linear.TrackingEvents)?.Tracking)
    .map((t) => ({ event: attr(t, 'event') ?? '', url: text(t) ?? '', offset: attr(t, 'offset') }))
    .filter((t) => t.event !== '' && t.url !== '');
}

/** `HH:MM:SS` or `HH:MM:SS.mmm` → seconds (null when not a time). */
export function timeToSeconds(value: string): number | null {
  const m = /^(\d{1,2}):([0-5]\d):([0-5]\d)(\.\d{1,3})?$/.exec(value.trim());
  if (!m) return null;
  const ms = m[4] ? Number(m[4].slice(1).padEnd(3, '0')) : 0;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + ms / 1000;
}

function asNode(value: unknown): Node | null {
  if (Array.isArray(value)) return asNode(value[0]);
  return value && typeof value === 'object' ? (value as Node) : null;
}

function nodes(value: unknown): Node[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list
    .map((v) => (typeof v === 'string' ? { '#text': v } : asNode(v)))
    .filter((v): v is Node => v !== null);
}

function text(value: unknown): string | null {
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  const node = asNode(value);
  if (!node) return null;
  const inner = node['#text'];
  return typeof inner === 'string' || typeof inner === 'number' ? String(inner).trim() || null : null;
}

function texts(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map(text).filter((v): v is string => v !== null);
}

function attr(node: Node, name: string): string | null {
  const value = node[`@_${name}`];
  return value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim();
}

function int(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
}
