import type { Language } from '@beacon/contracts';

/** The words of a PDF report in one language (docs/REPORTS.md#pdf). */
export type PdfTexts = {
  locale: string;
  title: string;
  campaign: string;
  advertiser: string;
  period: string;
  timeZone: string;
  generatedAt: string;
  completeThrough: string;
  completeThroughNone: string;
  laterMayChange: string;
  privacy: (k: number) => string;
  keyFigures: string;
  daily: string;
  dailyDelivery: string;
  dailySpend: string;
  byLineItem: string;
  byCreative: string;
  noRows: string;
  page: (n: number, of: number) => string;
  continued: string;
  day: string;
  lineItem: string;
  creative: string;
  metrics: Record<
    'impressions' | 'clicks' | 'ctr' | 'spend' | 'cpm' | 'conversions' | 'unique_devices',
    string
  >;
};

const TEXTS: Record<Language, PdfTexts> = {
  en: {
    locale: 'en-US',
    title: 'Campaign delivery report',
    campaign: 'Campaign',
    advertiser: 'Advertiser',
    period: 'Period',
    timeZone: 'Time zone',
    generatedAt: 'Generated at',
    completeThrough: 'Data complete through',
    completeThroughNone: 'no delivery has been recorded yet',
    laterMayChange: 'later hours may still change',
    privacy: (k) => `Unique-device figures under ${k} are shown as "< ${k}" to protect privacy.`,
    keyFigures: 'Key figures',
    daily: 'Delivery by day',
    dailyDelivery: 'Impressions and clicks by day',
    dailySpend: 'Spend by day',
    byLineItem: 'By line item',
    byCreative: 'By creative',
    noRows: 'Nothing was delivered in this period.',
    page: (n, of) => `Page ${n} of ${of}`,
    continued: '(continued)',
    day: 'Day',
    lineItem: 'Line item',
    creative: 'Creative',
    metrics: {
      impressions: 'Impressions',
      clicks: 'Clicks',
      ctr: 'CTR',
      spend: 'Spend',
      cpm: 'CPM',
      conversions: 'Conversions',
      unique_devices: 'Unique devices',
    },
  },
  es: {
    locale: 'es-ES',
    title: 'Informe de entrega de la campaña',
    campaign: 'Campaña',
    advertiser: 'Anunciante',
    period: 'Período',
    timeZone: 'Zona horaria',
    generatedAt: 'Generado el',
    completeThrough: 'Datos completos hasta',
    completeThroughNone: 'aún no se ha registrado ninguna entrega',
    laterMayChange: 'las horas posteriores aún pueden cambiar',
    privacy: (k) =>
      `Las cifras de dispositivos únicos inferiores a ${k} se muestran como "< ${k}" para proteger la privacidad.`,
    keyFigures: 'Cifras clave',
    daily: 'Entrega por día',
    dailyDelivery: 'Impresiones y clics por día',
    dailySpend: 'Gasto por día',
    byLineItem: 'Por línea de pedido',
    byCreative: 'Por creatividad',
    noRows: 'No hubo entrega en este período.',
    page: (n, of) => `Página ${n} de ${of}`,
    continued: '(continuación)',
    day: 'Día',
    lineItem: 'Línea de pedido',
    creative: 'Creatividad',
    metrics: {
      impressions: 'Impresiones',
      clicks: 'Clics',
      ctr: 'CTR',
      spend: 'Gasto',
      cpm: 'CPM',
      conversions: 'Conversiones',
      unique_devices: 'Dispositivos únicos',
    },
  },
  pt: {
    locale: 'pt-BR',
    title: 'Relatório de entrega da campanha',
    campaign: 'Campanha',
    advertiser: 'Anunciante',
    period: 'Período',
    timeZone: 'Fuso horário',
    generatedAt: 'Gerado em',
    completeThrough: 'Dados completos até',
    completeThroughNone: 'nenhuma entrega foi registrada ainda',
    laterMayChange: 'as horas seguintes ainda podem mudar',
    privacy: (k) =>
      `Números de dispositivos únicos abaixo de ${k} aparecem como "< ${k}" para proteger a privacidade.`,
    keyFigures: 'Números principais',
    daily: 'Entrega por dia',
    dailyDelivery: 'Impressões e cliques por dia',
    dailySpend: 'Gasto por dia',
    byLineItem: 'Por item de linha',
    byCreative: 'Por criativo',
    noRows: 'Não houve entrega neste período.',
    page: (n, of) => `Página ${n} de ${of}`,
    continued: '(continuação)',
    day: 'Dia',
    lineItem: 'Item de linha',
    creative: 'Criativo',
    metrics: {
      impressions: 'Impressões',
      clicks: 'Cliques',
      ctr: 'CTR',
      spend: 'Gasto',
      cpm: 'CPM',
      conversions: 'Conversões',
      unique_devices: 'Dispositivos únicos',
    },
  },
};

export const pdfTexts = (language: Language): PdfTexts => TEXTS[language] ?? TEXTS.en;
