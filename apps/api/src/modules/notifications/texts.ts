import type { Language, NotificationCode } from '@beacon/contracts';
import type { NotificationTexts } from '../../db/schema.ts';

type Values = Record<string, string>;
type Text = { name: string; description: string; title: (v: Values) => string; body: (v: Values) => string };
type Catalogue = { kinds: Record<NotificationCode, Text>; over: string; under: string; mailFooter: string };

/**
 * The kinds of notification in each language of the console: the name and description the
 * settings show, and the title and text of a notification, filled with the rule's figures.
 */
const CATALOGUES: Record<Language, Catalogue> = {
  en: {
    over: 'above',
    under: 'below',
    mailFooter: 'Choose which notifications you receive by e-mail in the console, under Notifications.',
    kinds: {
      ctr_critical: {
        name: 'Critical CTR',
        description: 'A running campaign’s click-through rate is between 0 % and 0.4 %.',
        title: (v) => `Critical CTR on ${v.campaign}`,
        body: (v) =>
          `The campaign ${v.campaign} has a CTR of ${v.ctr} %, in the critical range (0 % to 0.4 %).`,
      },
      ctr_middle: {
        name: 'Low CTR',
        description: 'A running campaign’s click-through rate is between 0.5 % and 0.8 %.',
        title: (v) => `Low CTR on ${v.campaign}`,
        body: (v) =>
          `The campaign ${v.campaign} has a CTR of ${v.ctr} %, in the middle range (0.5 % to 0.8 %).`,
      },
      duration_long: {
        name: 'Long campaign',
        description: 'A campaign runs for more than 6 months.',
        title: (v) => `${v.campaign} runs for more than 6 months`,
        body: (v) => `The campaign ${v.campaign} runs for ${v.days} days. Check its end date.`,
      },
      duration_short: {
        name: 'Short campaign',
        description: 'A campaign runs for less than 6 days.',
        title: (v) => `${v.campaign} runs for less than 6 days`,
        body: (v) => `The campaign ${v.campaign} runs for ${v.days} days. Check its dates.`,
      },
      budget_deviation: {
        name: 'Budget deviation',
        description: 'Spend deviates 40 % or more from the budget paced over the flight.',
        title: (v) => `Budget deviation on ${v.campaign}`,
        body: (v) =>
          `The campaign ${v.campaign} has spent ${v.actual} ${v.currency}, ${v.deviation} % ${v.direction} the ${v.planned} ${v.currency} planned by now.`,
      },
      click_deviation: {
        name: 'Click deviation',
        description: 'Clicks deviate 40 % or more from what the CPC or CTR target plans.',
        title: (v) => `Click deviation on ${v.campaign}`,
        body: (v) =>
          `The campaign ${v.campaign} has ${v.actual} clicks, ${v.deviation} % ${v.direction} the ${v.planned} its KPI target plans by now.`,
      },
      video_deviation: {
        name: 'Video deviation',
        description: 'Completed views deviate 40 % or more from what the CPCV or VCR target plans.',
        title: (v) => `Video deviation on ${v.campaign}`,
        body: (v) =>
          `The campaign ${v.campaign} has ${v.actual} completed views, ${v.deviation} % ${v.direction} the ${v.planned} its KPI target plans by now.`,
      },
    },
  },
  es: {
    over: 'por encima de',
    under: 'por debajo de',
    mailFooter: 'Elige qué notificaciones recibes por correo en la consola, en Notificaciones.',
    kinds: {
      ctr_critical: {
        name: 'CTR crítico',
        description: 'El CTR de una campaña en curso está entre 0 % y 0,4 %.',
        title: (v) => `CTR crítico en ${v.campaign}`,
        body: (v) =>
          `La campaña ${v.campaign} tiene un CTR de ${v.ctr} %, en el rango crítico (0 % a 0,4 %).`,
      },
      ctr_middle: {
        name: 'CTR bajo',
        description: 'El CTR de una campaña en curso está entre 0,5 % y 0,8 %.',
        title: (v) => `CTR bajo en ${v.campaign}`,
        body: (v) =>
          `La campaña ${v.campaign} tiene un CTR de ${v.ctr} %, en el rango medio (0,5 % a 0,8 %).`,
      },
      duration_long: {
        name: 'Campaña larga',
        description: 'Una campaña dura más de 6 meses.',
        title: (v) => `${v.campaign} dura más de 6 meses`,
        body: (v) => `La campaña ${v.campaign} dura ${v.days} días. Revisa su fecha de fin.`,
      },
      duration_short: {
        name: 'Campaña corta',
        description: 'Una campaña dura menos de 6 días.',
        title: (v) => `${v.campaign} dura menos de 6 días`,
        body: (v) => `La campaña ${v.campaign} dura ${v.days} días. Revisa sus fechas.`,
      },
      budget_deviation: {
        name: 'Desviación de presupuesto',
        description: 'El gasto se desvía un 40 % o más del presupuesto repartido en el vuelo.',
        title: (v) => `Desviación de presupuesto en ${v.campaign}`,
        body: (v) =>
          `La campaña ${v.campaign} ha gastado ${v.actual} ${v.currency}, un ${v.deviation} % ${v.direction} los ${v.planned} ${v.currency} previstos a la fecha.`,
      },
      click_deviation: {
        name: 'Desviación de clics',
        description: 'Los clics se desvían un 40 % o más de lo que prevé el objetivo de CPC o CTR.',
        title: (v) => `Desviación de clics en ${v.campaign}`,
        body: (v) =>
          `La campaña ${v.campaign} tiene ${v.actual} clics, un ${v.deviation} % ${v.direction} los ${v.planned} que prevé su objetivo de KPI a la fecha.`,
      },
      video_deviation: {
        name: 'Desviación de vídeo',
        description:
          'Los vídeos completos se desvían un 40 % o más de lo que prevé el objetivo de CPCV o VCR.',
        title: (v) => `Desviación de vídeo en ${v.campaign}`,
        body: (v) =>
          `La campaña ${v.campaign} tiene ${v.actual} vídeos completos, un ${v.deviation} % ${v.direction} los ${v.planned} que prevé su objetivo de KPI a la fecha.`,
      },
    },
  },
  pt: {
    over: 'acima de',
    under: 'abaixo de',
    mailFooter: 'Escolha quais notificações você recebe por e-mail no console, em Notificações.',
    kinds: {
      ctr_critical: {
        name: 'CTR crítico',
        description: 'O CTR de uma campanha em curso está entre 0 % e 0,4 %.',
        title: (v) => `CTR crítico em ${v.campaign}`,
        body: (v) => `A campanha ${v.campaign} tem um CTR de ${v.ctr} %, na faixa crítica (0 % a 0,4 %).`,
      },
      ctr_middle: {
        name: 'CTR baixo',
        description: 'O CTR de uma campanha em curso está entre 0,5 % e 0,8 %.',
        title: (v) => `CTR baixo em ${v.campaign}`,
        body: (v) => `A campanha ${v.campaign} tem um CTR de ${v.ctr} %, na faixa média (0,5 % a 0,8 %).`,
      },
      duration_long: {
        name: 'Campanha longa',
        description: 'Uma campanha dura mais de 6 meses.',
        title: (v) => `${v.campaign} dura mais de 6 meses`,
        body: (v) => `A campanha ${v.campaign} dura ${v.days} dias. Verifique a data de término.`,
      },
      duration_short: {
        name: 'Campanha curta',
        description: 'Uma campanha dura menos de 6 dias.',
        title: (v) => `${v.campaign} dura menos de 6 dias`,
        body: (v) => `A campanha ${v.campaign} dura ${v.days} dias. Verifique as datas.`,
      },
      budget_deviation: {
        name: 'Desvio de orçamento',
        description: 'O gasto se desvia 40 % ou mais do orçamento distribuído pelo voo.',
        title: (v) => `Desvio de orçamento em ${v.campaign}`,
        body: (v) =>
          `A campanha ${v.campaign} gastou ${v.actual} ${v.currency}, ${v.deviation} % ${v.direction} os ${v.planned} ${v.currency} previstos até agora.`,
      },
      click_deviation: {
        name: 'Desvio de cliques',
        description: 'Os cliques se desviam 40 % ou mais do que prevê a meta de CPC ou CTR.',
        title: (v) => `Desvio de cliques em ${v.campaign}`,
        body: (v) =>
          `A campanha ${v.campaign} tem ${v.actual} cliques, ${v.deviation} % ${v.direction} os ${v.planned} que a meta de KPI prevê até agora.`,
      },
      video_deviation: {
        name: 'Desvio de vídeo',
        description: 'Os vídeos completos se desviam 40 % ou mais do que prevê a meta de CPCV ou VCR.',
        title: (v) => `Desvio de vídeo em ${v.campaign}`,
        body: (v) =>
          `A campanha ${v.campaign} tem ${v.actual} vídeos completos, ${v.deviation} % ${v.direction} os ${v.planned} que a meta de KPI prevê até agora.`,
      },
    },
  },
};

const catalogue = (language: string) => CATALOGUES[(language in CATALOGUES ? language : 'en') as Language];

/** The rule's figures with the language's decimal comma (es, pt); names are kept as they are. */
function localizedFigures(language: Language, values: Values): Values {
  if (language === 'en') return { ...values };
  const figure = /^-?\d+\.\d+$/;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      key !== 'campaign' && figure.test(value) ? value.replace('.', ',') : value,
    ]),
  );
}

/** A firing's title and description in every language. */
export function notificationTexts(code: NotificationCode, values: Values): NotificationTexts {
  const texts = {} as NotificationTexts;
  for (const [language, c] of Object.entries(CATALOGUES) as [Language, Catalogue][]) {
    const v = localizedFigures(language, values);
    if (values.direction) v.direction = c[values.direction as 'over' | 'under'];
    texts[language] = { title: c.kinds[code].title(v), description: c.kinds[code].body(v) };
  }
  return texts;
}

/** The name and description of a kind in a language. */
export function kindText(language: string, code: NotificationCode) {
  const { name, description } = catalogue(language).kinds[code];
  return { name, description };
}

/** The e-mail of a notification in the recipient's language. */
export function notificationMail(language: string, texts: NotificationTexts, link: string) {
  const c = catalogue(language);
  const t = texts[(language in texts ? language : 'en') as Language];
  return { subject: t.title, text: `${t.description}\n\n${link}\n\n${c.mailFooter}\n` };
}
