import type { LookupSeed } from './lookup-seed.ts';
import { v } from './lookup-seed.ts';

/** What the app-install request buys (docs/CPI_CAMPAIGNS.md). */
const types: LookupSeed[] = [
  v(1, 'app_install', 'App install', 'Instalación de app', 'Instalação de app'),
  v(2, 'app_reengagement', 'App re-engagement', 'Reenganche de app', 'Reengajamento de app'),
  v(3, 'pre_registration', 'Pre-registration', 'Prerregistro', 'Pré-registro'),
];

/**
 * App-install networks a request goes to. `extra.email`, when an operator sets it, receives the
 * request's e-mail beside its sender.
 */
const providers: LookupSeed[] = [
  v(1, 'google_app_campaigns', 'Google App Campaigns', 'Google App Campaigns', 'Google App Campaigns'),
  v(2, 'meta_app_ads', 'Meta app ads', 'Anuncios de apps de Meta', 'Anúncios de apps da Meta'),
  v(3, 'apple_search_ads', 'Apple Search Ads', 'Apple Search Ads', 'Apple Search Ads'),
  v(
    4,
    'tiktok_app_campaigns',
    'TikTok app campaigns',
    'Campañas de apps de TikTok',
    'Campanhas de apps do TikTok',
  ),
  v(5, 'unity_ads', 'Unity Ads', 'Unity Ads', 'Unity Ads'),
  v(6, 'applovin', 'AppLovin', 'AppLovin', 'AppLovin'),
  v(7, 'ironsource', 'ironSource', 'ironSource', 'ironSource'),
  v(8, 'other', 'Other', 'Otro', 'Outro'),
];

const buyModels: LookupSeed[] = [
  v(1, 'cpi', 'CPI (cost per install)', 'CPI (costo por instalación)', 'CPI (custo por instalação)'),
  v(2, 'cpa', 'CPA (cost per action)', 'CPA (costo por acción)', 'CPA (custo por ação)'),
  v(3, 'cpr', 'CPR (cost per registration)', 'CPR (costo por registro)', 'CPR (custo por registro)'),
  v(4, 'cpm', 'CPM (cost per thousand)', 'CPM (costo por mil)', 'CPM (custo por mil)'),
  v(5, 'cpc', 'CPC (cost per click)', 'CPC (costo por clic)', 'CPC (custo por clique)'),
];

/** Mobile measurement partners that attribute the installs. */
const mmps: LookupSeed[] = [
  v(1, 'appsflyer', 'AppsFlyer', 'AppsFlyer', 'AppsFlyer'),
  v(2, 'adjust', 'Adjust', 'Adjust', 'Adjust'),
  v(3, 'branch', 'Branch', 'Branch', 'Branch'),
  v(4, 'kochava', 'Kochava', 'Kochava', 'Kochava'),
  v(5, 'singular', 'Singular', 'Singular', 'Singular'),
  v(6, 'airbridge', 'Airbridge', 'Airbridge', 'Airbridge'),
];

const statuses: LookupSeed[] = [
  v(1, 'draft', 'Draft', 'Borrador', 'Rascunho'),
  v(2, 'requested', 'Requested', 'Solicitada', 'Solicitada'),
  v(3, 'approved', 'Approved', 'Aprobada', 'Aprovada'),
  v(4, 'running', 'Running', 'En curso', 'Em andamento'),
  v(5, 'paused', 'Paused', 'Pausada', 'Pausada'),
  v(6, 'finished', 'Finished', 'Finalizada', 'Finalizada'),
  v(7, 'rejected', 'Rejected', 'Rechazada', 'Rejeitada'),
];

/** Display sizes in pixels (`extra.width`, `extra.height`). */
const size = (id: number, w: number, h: number, en: string, es: string, pt: string) =>
  v(id, `${w}x${h}`, `${w}x${h} ${en}`, `${w}x${h} ${es}`, `${w}x${h} ${pt}`, { width: w, height: h });
const creativeSizes: LookupSeed[] = [
  size(1, 320, 50, '(mobile banner)', '(banner móvil)', '(banner móvel)'),
  size(2, 300, 250, '(medium rectangle)', '(rectángulo mediano)', '(retângulo médio)'),
  size(3, 320, 480, '(mobile interstitial)', '(intersticial móvil)', '(intersticial móvel)'),
  size(4, 480, 320, '(landscape interstitial)', '(intersticial horizontal)', '(intersticial horizontal)'),
  size(5, 728, 90, '(leaderboard)', '(leaderboard)', '(leaderboard)'),
  size(6, 1200, 627, '(native image)', '(imagen nativa)', '(imagem nativa)'),
];

const aspectRatios: LookupSeed[] = [
  v(1, '16:9', '16:9 (landscape)', '16:9 (horizontal)', '16:9 (horizontal)'),
  v(2, '9:16', '9:16 (portrait)', '9:16 (vertical)', '9:16 (vertical)'),
  v(3, '1:1', '1:1 (square)', '1:1 (cuadrado)', '1:1 (quadrado)'),
  v(4, '4:5', '4:5 (portrait)', '4:5 (vertical)', '4:5 (vertical)'),
  v(5, '1.91:1', '1.91:1 (native)', '1.91:1 (nativo)', '1.91:1 (nativo)'),
];

/** The three kinds of creative; codes match `CPI_CREATIVE_KINDS` of the contracts. */
const creativeKinds: LookupSeed[] = [
  v(1, 'display', 'Display', 'Display', 'Display'),
  v(2, 'native', 'Native', 'Nativo', 'Nativo'),
  v(3, 'video', 'Video', 'Video', 'Vídeo'),
];

const creativeTypes: LookupSeed[] = [
  v(1, 'static_image', 'Static image', 'Imagen estática', 'Imagem estática'),
  v(2, 'animated_image', 'Animated image', 'Imagen animada', 'Imagem animada'),
  v(3, 'playable', 'Playable', 'Jugable', 'Jogável'),
  v(4, 'video_interstitial', 'Video interstitial', 'Video intersticial', 'Vídeo intersticial'),
  v(5, 'rewarded_video', 'Rewarded video', 'Video con recompensa', 'Vídeo com recompensa'),
  v(6, 'native_in_feed', 'Native in-feed', 'Nativo en el feed', 'Nativo no feed'),
];

/** Coded lists of CPI campaign requests. */
export const CPI_LOOKUP_SEED = {
  cpi_campaign_types: types,
  cpi_providers: providers,
  cpi_buy_models: buyModels,
  cpi_mmps: mmps,
  cpi_statuses: statuses,
  cpi_creative_sizes: creativeSizes,
  cpi_aspect_ratios: aspectRatios,
  cpi_creative_kinds: creativeKinds,
  cpi_creative_types: creativeTypes,
} satisfies Record<string, LookupSeed[]>;
