import type { CpiCampaign, CpiCreative, Language } from '@beacon/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { cpiCampaigns, lookupValues, type MailAttachment, users } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { cpiCreativeListSpec } from './creative-list-spec.ts';
import { findCpiCampaign, lockCpiCampaign } from './service.ts';

/** Files attached to the message up to this total; the rest are named with the console's address. */
export const CPI_MAIL_ATTACH_MAX_BYTES = 20_000_000;

type Labels = {
  subject: (name: string) => string;
  intro: (sender: string) => string;
  fields: Record<string, string>;
  creatives: string;
  none: string;
  attached: string;
  notAttached: string;
  console: string;
};

const LABELS: Record<Language, Labels> = {
  en: {
    subject: (name) => `CPI campaign request: ${name}`,
    intro: (sender) => `${sender} sends this app-install campaign request.`,
    fields: {
      id: 'Request',
      name: 'Name',
      brand: 'Brand',
      type: 'Campaign type',
      provider: 'Provider',
      buy_model: 'Buy model',
      status: 'Status',
      owner_name: 'Owner',
      budget: 'Budget',
      kpi: 'KPI',
      dates: 'Flight',
      duration: 'Duration (days)',
      mmp: 'MMP',
      mmp_traking_link: 'MMP tracking link',
      url_google_play: 'Store URL',
      app_bundle: 'App',
    },
    creatives: 'Creatives',
    none: 'No creatives yet.',
    attached: 'attached',
    notAttached: 'not attached (too large), download it from the console',
    console: 'Open the request in the console',
  },
  es: {
    subject: (name) => `Solicitud de campaña CPI: ${name}`,
    intro: (sender) => `${sender} envía esta solicitud de campaña de instalación de apps.`,
    fields: {
      id: 'Solicitud',
      name: 'Nombre',
      brand: 'Marca',
      type: 'Tipo de campaña',
      provider: 'Proveedor',
      buy_model: 'Modelo de compra',
      status: 'Estado',
      owner_name: 'Responsable',
      budget: 'Presupuesto',
      kpi: 'KPI',
      dates: 'Vigencia',
      duration: 'Duración (días)',
      mmp: 'MMP',
      mmp_traking_link: 'Enlace de seguimiento del MMP',
      url_google_play: 'URL de la tienda',
      app_bundle: 'App',
    },
    creatives: 'Creatividades',
    none: 'Aún no hay creatividades.',
    attached: 'adjunto',
    notAttached: 'no adjunto (demasiado grande), descárgalo desde la consola',
    console: 'Abrir la solicitud en la consola',
  },
  pt: {
    subject: (name) => `Solicitação de campanha CPI: ${name}`,
    intro: (sender) => `${sender} envia esta solicitação de campanha de instalação de apps.`,
    fields: {
      id: 'Solicitação',
      name: 'Nome',
      brand: 'Marca',
      type: 'Tipo de campanha',
      provider: 'Provedor',
      buy_model: 'Modelo de compra',
      status: 'Status',
      owner_name: 'Responsável',
      budget: 'Orçamento',
      kpi: 'KPI',
      dates: 'Vigência',
      duration: 'Duração (dias)',
      mmp: 'MMP',
      mmp_traking_link: 'Link de rastreamento do MMP',
      url_google_play: 'URL da loja',
      app_bundle: 'App',
    },
    creatives: 'Criativos',
    none: 'Ainda não há criativos.',
    attached: 'anexado',
    notAttached: 'não anexado (grande demais), baixe-o no console',
    console: 'Abrir a solicitação no console',
  },
};

const kindNames: Record<Language, Record<CpiCreative['type_creative'], string>> = {
  en: { display: 'Display', native: 'Native', video: 'Video' },
  es: { display: 'Display', native: 'Nativo', video: 'Video' },
  pt: { display: 'Display', native: 'Nativo', video: 'Vídeo' },
};

/** The message text: every field of the request, then each creative with its texts and files. */
export function cpiMailText(
  language: Language,
  sender: string,
  request: CpiCampaign,
  creatives: CpiCreative[],
  attachedIds: Set<number>,
  link: string,
) {
  const l = LABELS[language];
  const value: Record<string, string> = {
    id: `#${request.id}`,
    name: request.name,
    brand: request.brand,
    type: request.type ?? '-',
    provider: request.provider ?? '-',
    buy_model: request.buy_model ?? '-',
    status: request.status ?? '-',
    owner_name: request.owner_name ?? '-',
    budget: `${request.budget} ${request.currency}`,
    kpi: request.kpi,
    dates: `${request.start_date} – ${request.end_date}`,
    duration: String(request.duration),
    mmp: request.mmp ?? '-',
    mmp_traking_link: request.mmp_traking_link,
    url_google_play: request.url_google_play,
    app_bundle: request.app_bundle,
  };
  const lines = [l.intro(sender), ''];
  for (const [key, label] of Object.entries(l.fields)) lines.push(`${label}: ${value[key]}`);
  lines.push('', `${l.creatives}:`);
  if (!creatives.length) lines.push(l.none);
  for (const c of creatives) {
    lines.push('', `- ${c.name} (${kindNames[language][c.type_creative]})`);
    for (const text of [c.creative_type, c.size, c.aspect_ratio, c.title_text, c.body_text, c.call_to_action])
      if (text) lines.push(`  ${text}`);
    for (const f of [...c.images, ...c.icons, ...c.videos]) {
      const size = f.width && f.height ? ` ${f.width}x${f.height}` : '';
      lines.push(`  ${f.file_name}${size}: ${attachedIds.has(f.id) ? l.attached : l.notAttached}`);
    }
  }
  lines.push('', `${l.console}: ${link}`, '');
  return { subject: l.subject(request.name), text: lines.join('\n') };
}

/**
 * `POST send-email/{id}`: writes the request and its creatives to the outbox for the sender, with
 * the owner in copy and the provider's address (`extra.email` of its lookup value) when one is
 * set; files are attached up to `CPI_MAIL_ATTACH_MAX_BYTES`. With SMTP configured the outbox
 * hands the message to a job that sends it after the commit (docs/CPI_CAMPAIGNS.md).
 */
export async function sendCpiCampaignEmail(deps: AppDeps, ctx: AuthContext, id: number) {
  const request = await findCpiCampaign(deps.db, ctx, id);
  const spec = cpiCreativeListSpec(deps.storage);
  const raw = await rowsOf(
    deps.db,
    sql`select ${sql.join(
      Object.entries(spec.select).map(([k, e]) => sql`${e} as ${sql.identifier(k)}`),
      sql`, `,
    )} from ${spec.from} where ${spec.scope(ctx)} and c.campaign_id = ${id} order by c.id`,
  );
  const creatives = raw.map(spec.mapRow);
  const keys = await rowsOf<{
    id: number;
    storage_key: string;
    mime: string;
    file_name: string;
    bytes: number;
  }>(
    deps.db,
    sql`select f.id, f.storage_key, f.mime, f.file_name, f.bytes from cpi_creative_files f
      join cpi_creatives c on c.id = f.creative_id where c.campaign_id = ${id} order by f.id`,
  );
  const attachments: MailAttachment[] = [];
  const attachedIds = new Set<number>();
  let total = 0;
  for (const f of keys) {
    if (total + Number(f.bytes) > CPI_MAIL_ATTACH_MAX_BYTES) continue;
    total += Number(f.bytes);
    attachedIds.add(Number(f.id));
    attachments.push({ filename: f.file_name, key: f.storage_key, contentType: f.mime });
  }
  const [sender] = await deps.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, ctx.userId));
  const language = (
    ['en', 'es', 'pt'].includes(sender?.language ?? '') ? sender!.language : 'en'
  ) as Language;
  const [provider] = await deps.db
    .select({ extra: lookupValues.extra })
    .from(lookupValues)
    .where(and(eq(lookupValues.list, 'cpi_providers'), eq(lookupValues.id, request.provider_id)));
  const providerEmail = typeof provider?.extra?.email === 'string' ? provider.extra.email : null;
  const [owner] = request.owner_id
    ? await deps.db.select({ email: users.email }).from(users).where(eq(users.id, request.owner_id))
    : [];
  const to = [ctx.email, ...(providerEmail ? [providerEmail] : [])];
  const cc = owner && owner.email !== ctx.email ? [owner.email] : [];
  const link = `${deps.config.publicUrl}/admin/requestCampaign/edit/${id}`;
  const mail = cpiMailText(language, ctx.userName, request, creatives, attachedIds, link);
  return deps.db.transaction(async (tx) => {
    await lockCpiCampaign(tx, ctx, id);
    const outboxId = await deps.mailer.enqueue(tx, {
      accountId: ctx.accountId,
      to: to.join(', '),
      cc,
      ...mail,
      attachments,
    });
    const sentAt = new Date();
    await tx.update(cpiCampaigns).set({ lastSentAt: sentAt }).where(eq(cpiCampaigns.id, id));
    return { outbox_id: outboxId, to: to.join(', '), sent_at: sentAt.toISOString() };
  });
}
