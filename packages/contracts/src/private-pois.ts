import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { CUSTOM_LIST_LIMITS, checkRadius } from './custom-list-values.ts';
import { auditFields } from './record-fields.ts';
import { requiredText } from './validation.ts';

/**
 * Private POI layers (docs/PLANNING.md): an account's own places, uploaded as a csv file, used by the
 * audience planner next to the public POIs.
 */
export const PRIVATE_POI_API = {
  /** GET the paginated list (filters below); POST a new layer (multipart: country_code, name_layer, file). */
  list: '/api/private_pois',
  /** Countries a layer may belong to. */
  countries: '/api/private_pois/countries',
  /** GET one layer; PUT renames it (processed or failed only); DELETE removes it. */
  one: apiPath('/api/private_pois/:id'),
  /** The layer's places, paginated. */
  items: apiPath('/api/private_pois/:id/items'),
  /** POST a new file (multipart: file) whose places replace the layer's once it is read. */
  replace: apiPath('/api/private_pois/:id/replace'),
  /** POST: the spec's delete call (the same as `DELETE one`). */
  delete: apiPath('/api/private_pois/:id/delete'),
  /** POST {name, radius_km}: a new layer made from a lat/long custom list. */
  fromCustomList: apiPath('/api/custom_lists/:id/private_pois'),
} as const;

/** docs/PLANNING.md#statuses: `pending` while the file is read, then `processed` or `failed`. */
export const PRIVATE_POI_STATUSES = ['pending', 'processed', 'failed'] as const;
export type PrivatePoiStatus = (typeof PRIVATE_POI_STATUSES)[number];
/** Statuses a layer may be renamed in (docs/REQUIREMENTS.md#private-pois). */
export const PRIVATE_POI_EDITABLE: readonly PrivatePoiStatus[] = ['processed', 'failed'];
/** Statuses during which the console keeps polling. */
export const PRIVATE_POI_BUSY: readonly PrivatePoiStatus[] = ['pending'];

/** Limits of a layer and its file (docs/PLANNING.md#limits). */
export const PRIVATE_POI_LIMITS = {
  /** Places a file may carry (20,001 lines with the header). */
  maxPois: 20_000,
  /** Upload size: 20,000 polygons of about a hundred vertices; refused at the first byte over. */
  uploadMaxBytes: 50_000_000,
  /** Per-line errors kept on a layer (the total is kept in `error_pois`). */
  maxErrorsKept: 100,
  /** Longest place name, category or subcategory. */
  textMax: 255,
  /** Most vertices of one polygon. */
  maxPolygonPoints: 1_000,
  /** The resolution at which a point's H3 cell is computed (the analytics store's `h3_cell`). */
  pointResolution: 9,
  radiusMinKm: CUSTOM_LIST_LIMITS.radiusMinKm,
  radiusMaxKm: CUSTOM_LIST_LIMITS.radiusMaxKm,
} as const;

/** The three header shapes a file may have (docs/PLANNING.md#file-format). */
export const PRIVATE_POI_FILE_KINDS = ['point', 'polygon', 'cell'] as const;
export type PrivatePoiFileKind = (typeof PRIVATE_POI_FILE_KINDS)[number];

/** Error keys of a file and its lines; texts live in the console's `privatePois` catalogue. */
export const PRIVATE_POI_ERRORS = {
  header: 'privatePois.file.header',
  tooMany: 'privatePois.file.too_many',
  empty: 'privatePois.file.empty',
  noValidLine: 'privatePois.file.no_valid_line',
  unreadable: 'privatePois.file.unreadable',
  /** The reading stopped for good (its attempts spent); the places are unchanged. */
  interrupted: 'privatePois.file.interrupted',
  missing: 'privatePois.file.missing',
  extension: 'privatePois.file.extension',
  name: 'privatePois.line.name',
  lat: 'privatePois.line.lat',
  lon: 'privatePois.line.lon',
  polygon: 'privatePois.line.polygon',
  polygonOpen: 'privatePois.line.polygon_open',
  res: 'privatePois.line.res',
  text: 'privatePois.line.text',
} as const;

/** A refused line: its number in the file (the header is line 1), the field, the error key and the value. */
export const privatePoiLineErrorSchema = z.object({
  line: z.number().int(),
  field: z.string(),
  code: z.string(),
  value: z.string(),
});
export type PrivatePoiLineError = z.infer<typeof privatePoiLineErrorSchema>;

/** An ISO 3166-1 alpha-2 code of a country in the reference table. */
const countryCodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'privatePois.validation.country');

export const privatePoiLayerSchema = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    layer_name: z.string(),
    file_name: z.string(),
    country_code: z.string(),
    country_name: z.string(),
    status: z.enum(PRIVATE_POI_STATUSES),
    /** The status as shown (`Processed`, `Failed`, `Pending`). */
    status_name: z.string(),
    /** Places kept. */
    total_pois: z.number().int(),
    /** Lines refused (the total; `errors` keeps the first 100). */
    error_pois: z.number().int(),
    errors: z.array(privatePoiLineErrorSchema),
    /** Why the whole file failed (an error key), when it did. */
    error: z.string().nullable(),
    ...auditFields,
  })
  .meta({ id: 'PrivatePoiLayer' });
export type PrivatePoiLayer = z.infer<typeof privatePoiLayerSchema>;

export const privatePoiItemSchema = z
  .object({
    id: z.number().int(),
    private_poi_layer_id: z.number().int(),
    name: z.string(),
    /** A point's coordinates, or a polygon's or cell's centre. */
    lat: z.number(),
    lon: z.number(),
    /**
     * The H3 cell index in hexadecimal (as h3-js writes it): a point's or polygon centre's cell at
     * resolution 9, or the cell a `res` line names.
     */
    h3: z.string(),
    res: z.number().int(),
    /** A polygon's closed ring of [lon, lat] pairs. */
    polygon: z.array(z.tuple([z.number(), z.number()])).nullable(),
    /** The radius of a place converted from a lat/long list. */
    radius_km: z.number().nullable(),
    category: z.string().nullable(),
    subcategory: z.string().nullable(),
  })
  .meta({ id: 'PrivatePoiItem' });
export type PrivatePoiItem = z.infer<typeof privatePoiItemSchema>;

export const privatePoiCountrySchema = z
  .object({ id: z.number().int(), code: z.string(), name: z.string() })
  .meta({ id: 'PrivatePoiCountry' });
export type PrivatePoiCountry = z.infer<typeof privatePoiCountrySchema>;

/** Upload form fields (multipart, before the file) of a new layer. */
export const privatePoiCreateFieldsSchema = z
  .object({ country_code: countryCodeSchema, name_layer: requiredText() })
  .meta({ id: 'PrivatePoiCreateFields' });
export type PrivatePoiCreateFields = z.input<typeof privatePoiCreateFieldsSchema>;

/** `PUT {id}`: a new name. */
export const privatePoiRenameSchema = z
  .object({ layer_name: requiredText() })
  .meta({ id: 'PrivatePoiRename' });
export type PrivatePoiRename = z.input<typeof privatePoiRenameSchema>;

/** `POST /api/custom_lists/{id}/private_pois`: the new layer's name and the places' radius. */
export const privatePoiFromCustomListSchema = z
  .object({
    name: requiredText(),
    /** The layer's country; without it, the list's advertiser's country, else Colombia (CO). */
    country_code: countryCodeSchema.optional(),
    radius_km: z.union([z.number(), z.string()]).transform((v, ctx) => {
      const km = checkRadius(v);
      if (typeof km === 'number') return km;
      ctx.addIssue({ code: 'custom', message: 'privatePois.validation.radius' });
      return z.NEVER;
    }),
  })
  .meta({ id: 'PrivatePoiFromCustomList' });
export type PrivatePoiFromCustomList = z.input<typeof privatePoiFromCustomListSchema>;

/**
 * The answer of a create, replace or conversion: the layer (202, `pending` while the file is read;
 * `GET one` tells the outcome).
 */
export const privatePoiAcceptedSchema = z
  .object({ private_poi_layer: privatePoiLayerSchema })
  .meta({ id: 'PrivatePoiAccepted' });
export type PrivatePoiAccepted = z.infer<typeof privatePoiAcceptedSchema>;

/** Columns of the layers grid (docs/REQUIREMENTS.md#private-pois); its filters are the same fields. */
export const PRIVATE_POI_COLUMNS = {
  fixed: ['id', 'layer_name'],
  dimensions: ['id', 'layer_name', 'country_name', 'file_name', 'total_pois', 'error_pois', 'status_name'],
  optional: ['created_at', 'updated_at'],
  filters: [
    'id',
    'country_name',
    'layer_name',
    'file',
    'total_pois',
    'status_name',
    'error_pois',
    'created_at',
  ],
  download: [
    'id',
    'layer_name',
    'country_name',
    'file_name',
    'total_pois',
    'error_pois',
    'status_name',
    'created_at',
  ],
  defaultSort: 'id',
} as const;

/** Columns of a layer's places grid. */
export const PRIVATE_POI_ITEM_COLUMNS = [
  'name',
  'lat',
  'lon',
  'h3',
  'res',
  'polygon',
  'category',
  'subcategory',
] as const;
