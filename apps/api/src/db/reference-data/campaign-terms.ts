import type { LocalizedNames } from '../schema.ts';

/** Terms a user accepts before running campaigns (docs/REQUIREMENTS.md#campaigns), one version, in the three languages. */
export const CAMPAIGN_TERMS: { version: string; publishedAt: Date; texts: LocalizedNames } = {
  version: '2026-01',
  publishedAt: new Date('2026-01-01T00:00:00Z'),
  texts: {
    en: [
      'Terms and conditions for running campaigns',
      '1. Budgets and billing. Campaign budgets are set and billed in the currency of the advertiser. Spend may exceed a daily budget by a small margin on a given day because of auction timing; the total budget of a campaign is never exceeded by more than the delivery already in flight when it was reached.',
      '2. Content. The advertiser is responsible for its creatives, claims, landing pages, tracking tags and any personal data they collect, and for holding the rights to every trade mark, image, sound and text it uses. Creatives must comply with the law of every country where they run and with the policies of the exchanges and publishers that serve them.',
      '3. Inventory. Inventory bought in open auctions is not guaranteed: impressions, reach, prices and delivery depend on the auctions won. Estimates and forecasts shown in the console are indicative only.',
      '4. Review and suspension. Creatives and campaigns may be reviewed, rejected or paused at any time when they breach these terms, the law or a partner policy, or put users or the platform at risk.',
      '5. Measurement. Delivery and spend are those recorded by the platform; discrepancies with third-party measurement below 10% are not grounds for adjustment.',
      'By accepting, you confirm that you are authorised to accept these terms on behalf of the account and of the advertisers you manage.',
    ].join('\n\n'),
    es: [
      'Términos y condiciones para ejecutar campañas',
      '1. Presupuestos y facturación. Los presupuestos de las campañas se definen y facturan en la moneda del anunciante. El gasto de un día puede superar levemente el presupuesto diario por el tiempo de las subastas; el presupuesto total de una campaña nunca se supera en más de la entrega que ya estaba en curso cuando se alcanzó.',
      '2. Contenido. El anunciante es responsable de sus piezas creativas, afirmaciones, páginas de destino, etiquetas de seguimiento y de los datos personales que estas recojan, así como de tener los derechos de toda marca, imagen, sonido y texto que utilice. Las piezas deben cumplir la ley de cada país donde se publiquen y las políticas de los exchanges y medios que las sirvan.',
      '3. Inventario. El inventario comprado en subastas abiertas no está garantizado: las impresiones, el alcance, los precios y la entrega dependen de las subastas ganadas. Las estimaciones y proyecciones que muestra la consola son solo indicativas.',
      '4. Revisión y suspensión. Las piezas y campañas pueden revisarse, rechazarse o pausarse en cualquier momento cuando incumplan estos términos, la ley o la política de un socio, o pongan en riesgo a los usuarios o a la plataforma.',
      '5. Medición. La entrega y el gasto son los que registra la plataforma; las diferencias inferiores al 10 % con mediciones de terceros no dan lugar a ajustes.',
      'Al aceptar, confirma que está autorizado para aceptar estos términos en nombre de la cuenta y de los anunciantes que gestiona.',
    ].join('\n\n'),
    pt: [
      'Termos e condições para veicular campanhas',
      '1. Orçamentos e faturamento. Os orçamentos das campanhas são definidos e faturados na moeda do anunciante. O gasto de um dia pode superar ligeiramente o orçamento diário por causa do tempo dos leilões; o orçamento total de uma campanha nunca é superado em mais do que a entrega já em curso quando foi atingido.',
      '2. Conteúdo. O anunciante é responsável por seus criativos, alegações, páginas de destino, tags de rastreamento e pelos dados pessoais que eles coletem, bem como por deter os direitos de toda marca, imagem, som e texto que utilizar. Os criativos devem cumprir a lei de cada país onde forem veiculados e as políticas dos exchanges e veículos que os servirem.',
      '3. Inventário. O inventário comprado em leilões abertos não é garantido: impressões, alcance, preços e entrega dependem dos leilões vencidos. As estimativas e previsões exibidas no console são apenas indicativas.',
      '4. Revisão e suspensão. Criativos e campanhas podem ser revisados, rejeitados ou pausados a qualquer momento quando violarem estes termos, a lei ou a política de um parceiro, ou colocarem em risco os usuários ou a plataforma.',
      '5. Mensuração. A entrega e o gasto são os registrados pela plataforma; diferenças inferiores a 10% em relação a medições de terceiros não dão direito a ajustes.',
      'Ao aceitar, você confirma que está autorizado a aceitar estes termos em nome da conta e dos anunciantes que gerencia.',
    ].join('\n\n'),
  },
};
