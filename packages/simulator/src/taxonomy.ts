import { IAB_TIER1_NAMES } from '@beacon/targeting';

/**
 * Seed taxonomies of the synthetic world, written for Beacon. Brand, company, chain and media-owner
 * names are fictional; device makers, operating systems, browsers and mobile carriers are real names
 * used as facts about each market.
 */

/**
 * A table of relative weights written as `{ value: weight }`, read as rows `{ [key]: value, weight }`
 * in the order written (no value may look like an array index, which objects would reorder).
 */
function weighted<K extends string>(
  key: K,
  weights: Readonly<Record<string, number>>,
): readonly ({ [P in K]: string } & { weight: number })[] {
  return Object.entries(weights).map(
    ([value, weight]) => ({ [key]: value, weight }) as { [P in K]: string } & { weight: number },
  );
}

export interface CountryFacts {
  /** ISO 3166-1 numeric code: the reference lists' country id. */
  id: number;
  code: string;
  /** Local time offset from UTC in hours (standard time; daylight saving is ignored). */
  utcOffset: number;
  languages: readonly { code: string; weight: number }[];
  /** Socio-economic level names, index 0 = level 1 (lowest) … index 5 = level 6. */
  socioLabels: readonly string[];
  carriers: readonly { name: string; weight: number }[];
  centreName: string;
  neighbourhoodPrefixes: readonly string[];
  neighbourhoodNames: readonly string[];
  /** Share of iOS among phones. */
  iosShare: number;
}

const HISPANIC_NAMES = [
  'San José',
  'Santa Ana',
  'El Prado',
  'Las Flores',
  'La Esperanza',
  'El Bosque',
  'Los Pinos',
  'La Alameda',
  'San Antonio',
  'Santa Fe',
  'El Recreo',
  'La Colina',
  'Los Alpes',
  'El Retiro',
  'La Floresta',
  'Villa Nueva',
  'San Fernando',
  'El Carmen',
  'Las Palmas',
  'La Castellana',
  'Los Rosales',
  'El Porvenir',
  'La Victoria',
  'San Martín',
  'Bellavista',
  'Miraflores',
  'Buenos Aires',
  'La Pradera',
  'El Dorado',
  'Los Almendros',
  'Santa Teresa',
  'La Libertad',
  'El Jardín',
  'Altamira',
  'La Rivera',
  'Monteverde',
  'San Rafael',
  'El Mirador',
];
const LUSO_NAMES = [
  'São José',
  'Santa Luzia',
  'Boa Vista',
  'Bela Vista',
  'Santo Antônio',
  'São Francisco',
  'das Flores',
  'Alvorada',
  'Primavera',
  'Esperança',
  'Independência',
  'Liberdade',
  'Santa Cruz',
  'Nova Esperança',
  'dos Pinheiros',
  'Vila Rica',
  'Cidade Nova',
  'Monte Alegre',
  'Jardim América',
  'Paraíso',
  'Aurora',
  'São Pedro',
  'Santa Rita',
  'Bom Retiro',
  'Laranjeiras',
  'Campo Belo',
  'Planalto',
  'Ipiranga',
  'Horto',
  'Recreio',
  'Morada do Sol',
  'Vista Alegre',
  'Portal',
  'Boa Esperança',
  'Bonfim',
];
const PT_NAMES = [
  'Santo António',
  'São João',
  'Alvalade',
  'Boavista',
  'Campo Grande',
  'Lumiar',
  'Estrela',
  'Misericórdia',
  'Areeiro',
  'Arroios',
  'Olivais',
  'Belém',
  'Ajuda',
  'Carnide',
  'Marvila',
  'Benfica',
  'Parque',
  'Ribeira',
  'Bonfim',
  'Paranhos',
  'Ramalde',
  'Cedofeita',
  'Vitória',
  'Sé',
  'Monte',
  'Quinta Nova',
  'Pinhal',
  'Fonte Nova',
];
const TR_NAMES = [
  'Atatürk',
  'Cumhuriyet',
  'Yenişehir',
  'Bahçelievler',
  'Karşıyaka',
  'Çamlıca',
  'Esentepe',
  'Yıldız',
  'Fatih',
  'Merkez',
  'Güzelyalı',
  'Kocatepe',
  'Barbaros',
  'Mimar Sinan',
  'Gazi',
  'İstiklal',
  'Kurtuluş',
  'Selimiye',
  'Hürriyet',
  'Zafer',
  'Bağlar',
  'Çiftlik',
  'Yeşilyurt',
  'Akıncı',
  'Fevzi Çakmak',
  'Kavaklı',
  'Mevlana',
  'Beyazıt',
  'Kültür',
  'Emek',
  'Sakarya',
  'Gülbahar',
];

export const COUNTRIES: readonly CountryFacts[] = [
  {
    id: 170,
    code: 'CO',
    utcOffset: -5,
    languages: weighted('code', { es: 97, en: 3 }),
    socioLabels: ['Estrato 1', 'Estrato 2', 'Estrato 3', 'Estrato 4', 'Estrato 5', 'Estrato 6'],
    carriers: weighted('name', { Claro: 48, Movistar: 22, Tigo: 20, WOM: 10 }),
    centreName: 'Centro',
    neighbourhoodPrefixes: ['Barrio', 'Barrio', 'Urbanización', 'Villa', ''],
    neighbourhoodNames: HISPANIC_NAMES,
    iosShare: 0.14,
  },
  {
    id: 76,
    code: 'BR',
    utcOffset: -3,
    languages: weighted('code', { pt: 97, en: 2, es: 1 }),
    socioLabels: ['E', 'D', 'C2', 'C1', 'B', 'A'],
    carriers: weighted('name', { Vivo: 39, Claro: 33, TIM: 25, Algar: 3 }),
    centreName: 'Centro',
    neighbourhoodPrefixes: ['Jardim', 'Vila', 'Parque', 'Bairro', ''],
    neighbourhoodNames: LUSO_NAMES,
    iosShare: 0.16,
  },
  {
    id: 620,
    code: 'PT',
    utcOffset: 0,
    languages: weighted('code', { pt: 92, en: 6, es: 2 }),
    socioLabels: ['E', 'D', 'C2', 'C1', 'B', 'A'],
    carriers: weighted('name', { MEO: 40, Vodafone: 30, NOS: 28, DIGI: 2 }),
    centreName: 'Baixa',
    neighbourhoodPrefixes: ['', '', 'Bairro de', 'Quinta de'],
    neighbourhoodNames: PT_NAMES,
    iosShare: 0.3,
  },
  {
    id: 724,
    code: 'ES',
    utcOffset: 1,
    languages: weighted('code', { es: 88, ca: 6, en: 6 }),
    socioLabels: ['E', 'D', 'C2', 'C1', 'B', 'A'],
    carriers: weighted('name', { Movistar: 29, Orange: 25, Vodafone: 22, MásMóvil: 16, DIGI: 8 }),
    centreName: 'Centro',
    neighbourhoodPrefixes: ['Barrio de', '', '', 'Ensanche de'],
    neighbourhoodNames: HISPANIC_NAMES,
    iosShare: 0.3,
  },
  {
    id: 152,
    code: 'CL',
    utcOffset: -4,
    languages: weighted('code', { es: 97, en: 3 }),
    socioLabels: ['E', 'D', 'C3', 'C2', 'C1b', 'ABC1'],
    carriers: weighted('name', { Entel: 34, Movistar: 27, Claro: 22, WOM: 17 }),
    centreName: 'Centro',
    neighbourhoodPrefixes: ['Población', 'Villa', 'Barrio', ''],
    neighbourhoodNames: HISPANIC_NAMES,
    iosShare: 0.22,
  },
  {
    id: 792,
    code: 'TR',
    utcOffset: 3,
    languages: weighted('code', { tr: 94, en: 4, ar: 2 }),
    socioLabels: ['E', 'D', 'C2', 'C1', 'B', 'A'],
    carriers: weighted('name', { Turkcell: 41, Vodafone: 31, 'Türk Telekom': 28 }),
    centreName: 'Merkez',
    neighbourhoodPrefixes: ['', '', ''],
    neighbourhoodNames: TR_NAMES.map((n) => `${n} Mahallesi`),
    iosShare: 0.18,
  },
];

/** POI categories: subcategories with a relative frequency and the hours (local) they are visited. */
export interface PoiSubcategory {
  name: string;
  /** How common the place is, relative to other subcategories. */
  weight: number;
  /** Relative visit propensity by local hour, 0–23 (weekday). */
  hours: 'morning' | 'lunch' | 'daytime' | 'evening' | 'night' | 'shopping';
  /** Visit propensity multiplier on weekends. */
  weekend: number;
  /** Brand stems; the country suffix makes them per-country fictional chains. */
  brands: readonly string[];
}

export const POI_TAXONOMY: Readonly<Record<string, readonly PoiSubcategory[]>> = {
  Retail: [
    {
      name: 'Supermarket',
      weight: 10,
      hours: 'shopping',
      weekend: 1.6,
      brands: ['FreshMart', 'Super Ahorro', 'Mercado Vivo', 'DailyBasket', 'Colmado Plus'],
    },
    {
      name: 'Convenience store',
      weight: 8,
      hours: 'daytime',
      weekend: 1.1,
      brands: ['QuickStop', 'Express 24', 'La Esquina', 'MiniGo'],
    },
    {
      name: 'Clothing store',
      weight: 6,
      hours: 'shopping',
      weekend: 1.8,
      brands: ['Urbana Moda', 'Threadline', 'Vesti', 'Nord Apparel'],
    },
    {
      name: 'Electronics store',
      weight: 3,
      hours: 'shopping',
      weekend: 1.7,
      brands: ['VoltHouse', 'Pixel Center', 'TecnoPunto'],
    },
    {
      name: 'Home improvement',
      weight: 2,
      hours: 'shopping',
      weekend: 2.0,
      brands: ['CasaFácil', 'BuildPro', 'Hogar Total'],
    },
  ],
  Food: [
    {
      name: 'Coffee shop',
      weight: 7,
      hours: 'morning',
      weekend: 1.2,
      brands: ['Café Altura', 'Bean & Co', 'Tostadero', 'Grano Fino'],
    },
    {
      name: 'Fast food',
      weight: 8,
      hours: 'lunch',
      weekend: 1.4,
      brands: ['BurgerVille', 'Pollo Dorado', 'Crunch Box', 'Taco Rápido'],
    },
    {
      name: 'Restaurant',
      weight: 9,
      hours: 'evening',
      weekend: 1.5,
      brands: ['La Mesa', 'Sabores', 'Trattoria Sole', 'Brasa Viva', ''],
    },
    {
      name: 'Bakery',
      weight: 5,
      hours: 'morning',
      weekend: 1.3,
      brands: ['Panadería Aurora', 'Forno Bello', 'Pan del Día'],
    },
  ],
  Automotive: [
    {
      name: 'Car dealer',
      weight: 2,
      hours: 'daytime',
      weekend: 1.3,
      brands: ['Motoria', 'AutoNorte', 'Rueda Motors'],
    },
    {
      name: 'Gas station',
      weight: 5,
      hours: 'daytime',
      weekend: 1.0,
      brands: ['PetroSur', 'Energía+', 'FuelOne', 'Ruta Gas'],
    },
    { name: 'Car wash', weight: 2, hours: 'daytime', weekend: 1.8, brands: ['Brillo Auto', 'SplashWash'] },
  ],
  Health: [
    {
      name: 'Pharmacy',
      weight: 7,
      hours: 'daytime',
      weekend: 0.9,
      brands: ['FarmaVida', 'Droguería Central', 'PharmaPlus', 'Salud Ya'],
    },
    {
      name: 'Hospital',
      weight: 1,
      hours: 'daytime',
      weekend: 0.7,
      brands: ['Clínica San Lucas', 'Hospital Norte', 'MedCentro'],
    },
    { name: 'Gym', weight: 3, hours: 'evening', weekend: 0.8, brands: ['FitZone', 'Bodyworks', 'Pulso Gym'] },
  ],
  Finance: [
    {
      name: 'Bank',
      weight: 5,
      hours: 'daytime',
      weekend: 0.2,
      brands: ['Banco Andino', 'Crédito Sur', 'NovaBank', 'Banco Popular Unido'],
    },
    { name: 'ATM', weight: 4, hours: 'daytime', weekend: 0.9, brands: ['Red Cajero', 'CashPoint'] },
  ],
  Education: [
    {
      name: 'University',
      weight: 1,
      hours: 'daytime',
      weekend: 0.2,
      brands: ['Universidad Metropolitana', 'Instituto Politécnico', 'Universidade Central'],
    },
    {
      name: 'School',
      weight: 3,
      hours: 'morning',
      weekend: 0.05,
      brands: ['Colegio San Marcos', 'Escuela Nueva', 'Liceo Moderno'],
    },
  ],
  Leisure: [
    {
      name: 'Shopping mall',
      weight: 2,
      hours: 'shopping',
      weekend: 2.2,
      brands: ['Gran Plaza', 'Centro Mayor', 'Mall del Parque', 'Galería Norte'],
    },
    {
      name: 'Cinema',
      weight: 1,
      hours: 'evening',
      weekend: 2.0,
      brands: ['CineStar', 'Cinemanía', 'Sala Lux'],
    },
    { name: 'Park', weight: 2, hours: 'daytime', weekend: 2.5, brands: [''] },
    { name: 'Stadium', weight: 0.3, hours: 'evening', weekend: 3.0, brands: [''] },
    {
      name: 'Bar',
      weight: 4,
      hours: 'night',
      weekend: 2.0,
      brands: ['La Taberna', 'Night Owl', 'Cervecería 1890', ''],
    },
  ],
  Travel: [
    {
      name: 'Hotel',
      weight: 2,
      hours: 'night',
      weekend: 1.4,
      brands: ['Hotel Horizonte', 'StayInn', 'Posada Real'],
    },
    { name: 'Bus station', weight: 0.5, hours: 'daytime', weekend: 1.3, brands: [''] },
    { name: 'Airport', weight: 0.1, hours: 'daytime', weekend: 1.2, brands: [''] },
  ],
};

/** Relative visit propensity by local hour for each profile (index = hour 0–23). */
export const HOUR_PROFILES: Readonly<Record<PoiSubcategory['hours'], readonly number[]>> = {
  //          0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23
  morning: [0, 0, 0, 0, 0, 1, 4, 9, 10, 8, 6, 4, 3, 2, 2, 2, 2, 2, 2, 1, 1, 0, 0, 0],
  lunch: [0, 0, 0, 0, 0, 0, 1, 2, 2, 2, 3, 6, 10, 9, 5, 3, 3, 4, 6, 6, 5, 3, 1, 0],
  daytime: [0, 0, 0, 0, 0, 0, 1, 3, 6, 8, 9, 9, 8, 8, 8, 8, 8, 7, 6, 4, 2, 1, 0, 0],
  evening: [0, 0, 0, 0, 0, 0, 1, 2, 2, 2, 2, 3, 5, 4, 3, 3, 4, 6, 8, 10, 9, 6, 3, 1],
  night: [3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 3, 5, 7, 9, 10, 9, 6],
  shopping: [0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 6, 8, 9, 8, 8, 8, 9, 10, 10, 9, 7, 4, 1, 0],
};

/** Out-of-home formats: category (format family) → subcategories (formats). */
export const OOH_FORMATS: readonly {
  category: string;
  subcategory: string;
  digital: boolean;
  weight: number;
}[] = [
  { category: 'Roadside', subcategory: 'Billboard', digital: false, weight: 10 },
  { category: 'Roadside', subcategory: 'Digital billboard', digital: true, weight: 3 },
  { category: 'Roadside', subcategory: 'Unipole', digital: false, weight: 2 },
  { category: 'Street furniture', subcategory: 'Bus shelter', digital: false, weight: 10 },
  { category: 'Street furniture', subcategory: 'Mupi', digital: false, weight: 6 },
  { category: 'Street furniture', subcategory: 'Digital mupi', digital: true, weight: 3 },
  { category: 'Transit', subcategory: 'Metro station screen', digital: true, weight: 2 },
  { category: 'Place-based', subcategory: 'Mall screen', digital: true, weight: 3 },
  { category: 'Place-based', subcategory: 'Airport screen', digital: true, weight: 0.5 },
];

/** Fictional out-of-home media owners (the OOH "brand"). */
export const OOH_OWNERS: readonly string[] = [
  'Vista Exterior',
  'Urbe Media',
  'Horizonte OOH',
  'Panorama Outdoor',
  'CityFrame',
  'Ruta Visual',
];

export const OOH_FACINGS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** Point-of-sale data: macro category → category → companies → brands → SKUs (all fictional). */
export interface PosCompany {
  company: string;
  brands: readonly { brand: string; skus: readonly string[] }[];
}

export const POS_TAXONOMY: Readonly<Record<string, Readonly<Record<string, readonly PosCompany[]>>>> = {
  Beverages: {
    'Soft drinks': [
      {
        company: 'Andes Bebidas',
        brands: [
          { brand: 'Citrona', skus: ['Citrona 350 ml', 'Citrona 1.5 L', 'Citrona Zero 350 ml'] },
          { brand: 'Kola Real', skus: ['Kola Real 400 ml', 'Kola Real 2 L'] },
        ],
      },
      {
        company: 'Grupo Fresco',
        brands: [{ brand: 'Frescola', skus: ['Frescola 355 ml', 'Frescola 1 L', 'Frescola Light 355 ml'] }],
      },
    ],
    Beer: [
      {
        company: 'Cervecería del Valle',
        brands: [
          { brand: 'Valle Dorada', skus: ['Valle Dorada 330 ml', 'Valle Dorada six-pack'] },
          { brand: 'Roja 1912', skus: ['Roja 1912 330 ml'] },
        ],
      },
      {
        company: 'Brew Partners',
        brands: [{ brand: 'Montaña', skus: ['Montaña Lager 473 ml', 'Montaña IPA 355 ml'] }],
      },
    ],
    Water: [
      {
        company: 'Manantial SA',
        brands: [{ brand: 'Manantial', skus: ['Manantial 600 ml', 'Manantial 5 L'] }],
      },
    ],
  },
  'Food & grocery': {
    Snacks: [
      {
        company: 'Crujiente Foods',
        brands: [
          { brand: 'Crujis', skus: ['Crujis Original 45 g', 'Crujis Limón 45 g', 'Crujis Family 150 g'] },
        ],
      },
      {
        company: 'Grupo Fresco',
        brands: [{ brand: 'Tostaditas', skus: ['Tostaditas 60 g', 'Tostaditas Picante 60 g'] }],
      },
    ],
    Dairy: [
      {
        company: 'Lácteos del Sur',
        brands: [
          { brand: 'Vaquita', skus: ['Vaquita Leche 1 L', 'Vaquita Yogur 200 g', 'Vaquita Queso 250 g'] },
        ],
      },
    ],
    Coffee: [
      {
        company: 'Café Cumbre',
        brands: [{ brand: 'Cumbre', skus: ['Cumbre Molido 250 g', 'Cumbre Instantáneo 85 g'] }],
      },
    ],
  },
  'Personal care': {
    'Hair care': [
      {
        company: 'Bella Labs',
        brands: [{ brand: 'Sedalina', skus: ['Sedalina Shampoo 400 ml', 'Sedalina Acondicionador 400 ml'] }],
      },
    ],
    'Oral care': [
      {
        company: 'Bella Labs',
        brands: [{ brand: 'Dentiva', skus: ['Dentiva Pasta 90 g', 'Dentiva Enjuague 500 ml'] }],
      },
    ],
  },
  'Home care': {
    Detergents: [
      {
        company: 'Limpia Corp',
        brands: [
          { brand: 'Blancura', skus: ['Blancura Polvo 1 kg', 'Blancura Líquido 2 L'] },
          { brand: 'Brisa', skus: ['Brisa Suavizante 1 L'] },
        ],
      },
    ],
  },
  Pharma: {
    'Over-the-counter': [
      {
        company: 'Salus Pharma',
        brands: [
          { brand: 'Dolorex', skus: ['Dolorex 500 mg x10', 'Dolorex Forte x20'] },
          { brand: 'Gripex', skus: ['Gripex Día x12', 'Gripex Noche x12'] },
        ],
      },
    ],
  },
};

/** POS store types with relative frequency. */
export const POS_STORE_TYPES = weighted('name', {
  'Neighbourhood shop': 40,
  Supermarket: 20,
  'Convenience store': 15,
  Pharmacy: 12,
  Hypermarket: 5,
  Wholesale: 5,
  'Discount store': 3,
});

export const POS_CHAINS: readonly string[] = [
  'Red Tiendas Unidas',
  'Almacenes Sol',
  'SuperFamilia',
  'Distribuidora Norte',
  'MaxiAhorro',
  'Independent',
];

/** How much the world's devices are interested in each IAB tier-1 category (IAB1–IAB24). */
const IAB_WEIGHTS: Readonly<Record<string, number>> = {
  IAB1: 10,
  IAB2: 4,
  IAB3: 4,
  IAB4: 3,
  IAB5: 4,
  IAB6: 4,
  IAB7: 6,
  IAB8: 7,
  IAB9: 7,
  IAB10: 3,
  IAB11: 2,
  IAB12: 9,
  IAB13: 4,
  IAB14: 5,
  IAB15: 2,
  IAB16: 3,
  IAB17: 9,
  IAB18: 6,
  IAB19: 7,
  IAB20: 5,
  IAB21: 2,
  IAB22: 7,
  IAB23: 2,
  IAB24: 1,
};

/** IAB Content Taxonomy 1.0 tier-1 codes the world uses for interests, with their names. */
export const IAB_CATEGORIES: readonly { code: string; name: string; weight: number }[] = weighted(
  'code',
  IAB_WEIGHTS,
).map(({ code, weight }) => ({ code, name: IAB_TIER1_NAMES.get(code) ?? code, weight }));

/** Fictional apps and sites per IAB category: the inventory devices are seen on. */
export const APPS: readonly { bundle: string; name: string; iab: string }[] = [
  { bundle: 'com.streamly.video', name: 'Streamly', iab: 'IAB1' },
  { bundle: 'com.beatbox.music', name: 'BeatBox Music', iab: 'IAB1' },
  { bundle: 'com.autotrader.motors', name: 'Motors Market', iab: 'IAB2' },
  { bundle: 'com.dailyledger.biz', name: 'Daily Ledger', iab: 'IAB3' },
  { bundle: 'com.jobfinder.app', name: 'JobFinder', iab: 'IAB4' },
  { bundle: 'com.learnly.courses', name: 'Learnly', iab: 'IAB5' },
  { bundle: 'com.kidsplay.games', name: 'KidsPlay', iab: 'IAB6' },
  { bundle: 'com.fitpulse.tracker', name: 'FitPulse', iab: 'IAB7' },
  { bundle: 'com.recetas.cocina', name: 'Recetas Fáciles', iab: 'IAB8' },
  { bundle: 'com.fooddash.delivery', name: 'FoodDash', iab: 'IAB8' },
  { bundle: 'com.puzzlequest.game', name: 'Puzzle Quest Saga', iab: 'IAB9' },
  { bundle: 'com.wordgrid.game', name: 'WordGrid', iab: 'IAB9' },
  { bundle: 'com.homestyle.decor', name: 'HomeStyle', iab: 'IAB10' },
  { bundle: 'com.noticias.hoy', name: 'Noticias Hoy', iab: 'IAB12' },
  { bundle: 'com.globalwire.news', name: 'GlobalWire', iab: 'IAB12' },
  { bundle: 'com.pocketbank.wallet', name: 'PocketBank', iab: 'IAB13' },
  { bundle: 'com.chatterbox.social', name: 'Chatterbox', iab: 'IAB14' },
  { bundle: 'com.petpal.care', name: 'PetPal', iab: 'IAB16' },
  { bundle: 'com.goalzone.scores', name: 'GoalZone Scores', iab: 'IAB17' },
  { bundle: 'com.fantasyliga.game', name: 'Fantasy Liga', iab: 'IAB17' },
  { bundle: 'com.trendcloset.shop', name: 'TrendCloset', iab: 'IAB18' },
  { bundle: 'com.techpulse.reviews', name: 'TechPulse', iab: 'IAB19' },
  { bundle: 'com.tripnest.travel', name: 'TripNest', iab: 'IAB20' },
  { bundle: 'com.rideshare.go', name: 'RideGo', iab: 'IAB20' },
  { bundle: 'com.casafinder.homes', name: 'CasaFinder', iab: 'IAB21' },
  { bundle: 'com.megashop.market', name: 'MegaShop', iab: 'IAB22' },
  { bundle: 'com.cuponazo.deals', name: 'Cuponazo', iab: 'IAB22' },
  { bundle: 'com.weatherly.forecast', name: 'Weatherly', iab: 'IAB24' },
];

export const SITES: readonly { domain: string; iab: string }[] = [
  { domain: 'cineplaneta.example', iab: 'IAB1' },
  { domain: 'motorclub.example', iab: 'IAB2' },
  { domain: 'negocioshoy.example', iab: 'IAB3' },
  { domain: 'empleos.example', iab: 'IAB4' },
  { domain: 'aulavirtual.example', iab: 'IAB5' },
  { domain: 'familiafeliz.example', iab: 'IAB6' },
  { domain: 'vidasana.example', iab: 'IAB7' },
  { domain: 'sabor.example', iab: 'IAB8' },
  { domain: 'hobbyworld.example', iab: 'IAB9' },
  { domain: 'casaydeco.example', iab: 'IAB10' },
  { domain: 'politicaaldia.example', iab: 'IAB11' },
  { domain: 'eldiario.example', iab: 'IAB12' },
  { domain: 'noticiasya.example', iab: 'IAB12' },
  { domain: 'finanzasclaras.example', iab: 'IAB13' },
  { domain: 'comunidad.example', iab: 'IAB14' },
  { domain: 'cienciaviva.example', iab: 'IAB15' },
  { domain: 'mascotas.example', iab: 'IAB16' },
  { domain: 'golazo.example', iab: 'IAB17' },
  { domain: 'modaurbana.example', iab: 'IAB18' },
  { domain: 'techreview.example', iab: 'IAB19' },
  { domain: 'viajero.example', iab: 'IAB20' },
  { domain: 'inmuebles.example', iab: 'IAB21' },
  { domain: 'ofertas.example', iab: 'IAB22' },
  { domain: 'fe.example', iab: 'IAB23' },
];

export const AGE_BANDS = ['18-24', '25-34', '35-44', '45-54', '55+'] as const;
export const AGE_WEIGHTS = [17, 25, 22, 17, 19];
export const GENDERS = ['female', 'male', 'unknown'] as const;

/** Device makers by operating system, with relative share (real names as market facts). */
export const ANDROID_MAKES = weighted('make', {
  Samsung: 38,
  Xiaomi: 22,
  Motorola: 14,
  Huawei: 6,
  Oppo: 6,
  Realme: 5,
  Honor: 4,
  Vivo: 5,
});

export const DEVICE_TYPES = ['smartphone', 'tablet', 'desktop', 'connected tv'] as const;
export const CONNECTION_TYPES = ['cellular', 'wifi'] as const;

/*
 * Inventory and platform facts the bid stream carries for targeting (docs/REQUIREMENTS.md#targeting). The codes are the
 * `code` of the targeting option lists; display names are the option names. Versions and models are
 * real product names used as facts; screen sizes are common resolutions.
 */

/** Auction types of a bid request (OpenRTB `at`). */
export const AUCTION_TYPES = ['first_price', 'second_price'] as const;
/** How the inventory is sold. */
export const INVENTORY_SOURCES = ['open_exchange', 'private_marketplace', 'programmatic_guaranteed'] as const;
export const ENVIRONMENT_TYPES = ['app', 'web'] as const;
/** Where the device's location comes from. */
export const LOCATION_TYPES = ['gps', 'ip'] as const;
/** Video/rich-media APIs a placement supports (OpenRTB API frameworks). */
export const VIDEO_APIS = [
  'vpaid_1',
  'vpaid_2',
  'mraid_1',
  'mraid_2',
  'mraid_3',
  'ormma',
  'omid_1',
  'simid_1',
] as const;

/** Models per make and device type (the first is the most common); a pair missing here reports the make's name. */
export const DEVICE_MODELS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  Apple: {
    smartphone: ['iPhone 15', 'iPhone 16', 'iPhone 14', 'iPhone SE'],
    tablet: ['iPad Air', 'iPad'],
    desktop: ['MacBook Air', 'iMac'],
  },
  Samsung: {
    smartphone: ['Galaxy A15', 'Galaxy A55', 'Galaxy S24'],
    tablet: ['Galaxy Tab A9', 'Galaxy Tab S9'],
    'connected tv': ['Smart TV QLED', 'Crystal UHD'],
  },
  Xiaomi: {
    smartphone: ['Redmi Note 13', 'Redmi 13C', 'Poco X6'],
    tablet: ['Redmi Pad SE'],
    'connected tv': ['Mi TV P1'],
  },
  Motorola: { smartphone: ['Moto G54', 'Moto E14', 'Edge 40'], tablet: ['Moto Tab G70'] },
  Huawei: { smartphone: ['Nova 12', 'P60'], tablet: ['MatePad 11'] },
  Oppo: { smartphone: ['A79', 'Reno 10'], tablet: ['Pad Air'] },
  Realme: { smartphone: ['C67', 'Realme 11'], tablet: ['Realme Pad 2'] },
  Honor: { smartphone: ['X8b', 'Magic 6 Lite'], tablet: ['Pad X9'] },
  Vivo: { smartphone: ['Y36', 'V29'], tablet: ['Vivo Pad'] },
  LG: { 'connected tv': ['UQ80 webOS TV', 'OLED C3'] },
  TCL: { 'connected tv': ['P635 4K', 'C645 QLED'] },
  Dell: { desktop: ['Inspiron 15', 'XPS 13'] },
  HP: { desktop: ['Pavilion 15', 'EliteBook 840'] },
  Lenovo: { desktop: ['IdeaPad 3', 'ThinkPad E14'] },
  Asus: { desktop: ['VivoBook 15', 'ZenBook 14'] },
  Acer: { desktop: ['Aspire 5', 'Swift 3'] },
};

/** Operating system versions in use, the most common first. */
export const OS_VERSIONS: Readonly<Record<string, readonly string[]>> = {
  iOS: ['17', '18', '16', '15'],
  Android: ['14', '13', '15', '12', '11'],
  Windows: ['11', '10'],
  macOS: ['14', '15', '13'],
  Linux: ['6'],
  Tizen: ['7'],
  webOS: ['23'],
  'Android TV': ['12', '11'],
};

/** Browser major versions in use, the most common first. */
export const BROWSER_VERSIONS: Readonly<Record<string, readonly string[]>> = {
  Chrome: ['130', '135', '125', '120'],
  Safari: ['17', '18', '16'],
  Edge: ['130', '135', '125'],
  Firefox: ['130', '135', '125'],
  Opera: ['115', '110'],
  'Samsung Internet': ['26', '27', '25'],
  Other: ['1'],
};

/** Screen sizes (width x height in CSS pixels) per device type. */
export const SCREEN_SIZES: Readonly<Record<string, readonly string[]>> = {
  smartphone: ['360x800', '412x915', '390x844'],
  tablet: ['768x1024', '800x1280'],
  desktop: ['1920x1080', '1366x768', '1536x864'],
  'connected tv': ['1920x1080', '3840x2160'],
};
