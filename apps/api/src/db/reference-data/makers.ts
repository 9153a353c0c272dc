/**
 * Advertiser makers (companies) and their trade marks: well-known advertisers of the marketplace
 * countries and global ones (`country_id` null). A starting point that operators extend as data;
 * rows are inserted only when a maker (by name) or a trade mark (by maker and name) is missing.
 */
export const MAKER_SEED: { name: string; countryId: number | null; tradeMarks: string[] }[] = [
  // Global
  {
    name: 'Unilever',
    countryId: null,
    tradeMarks: ['Dove', 'Rexona', 'Axe', 'Knorr', "Hellmann's", 'Sedal'],
  },
  {
    name: 'Procter & Gamble',
    countryId: null,
    tradeMarks: ['Pampers', 'Gillette', 'Head & Shoulders', 'Ariel', 'Oral-B', 'Pantene'],
  },
  { name: 'Nestlé', countryId: null, tradeMarks: ['Nescafé', 'Nesquik', 'KitKat', 'Maggi', 'Purina'] },
  {
    name: 'The Coca-Cola Company',
    countryId: null,
    tradeMarks: ['Coca-Cola', 'Sprite', 'Fanta', 'Powerade'],
  },
  { name: 'PepsiCo', countryId: null, tradeMarks: ['Pepsi', "Lay's", 'Doritos', 'Gatorade', 'Quaker'] },
  {
    name: "L'Oréal",
    countryId: null,
    tradeMarks: ["L'Oréal Paris", 'Garnier', 'Maybelline New York', 'Lancôme'],
  },
  { name: 'Anheuser-Busch InBev', countryId: null, tradeMarks: ['Budweiser', 'Corona', 'Stella Artois'] },
  { name: 'Samsung Electronics', countryId: null, tradeMarks: ['Samsung', 'Galaxy'] },
  { name: 'Toyota Motor', countryId: null, tradeMarks: ['Toyota', 'Lexus'] },
  // Colombia
  { name: 'Bancolombia', countryId: 170, tradeMarks: ['Bancolombia', 'Nequi'] },
  { name: 'Grupo Nutresa', countryId: 170, tradeMarks: ['Jet', 'Zenú', 'Colcafé', 'Noel'] },
  { name: 'Bavaria', countryId: 170, tradeMarks: ['Águila', 'Poker', 'Club Colombia'] },
  { name: 'Almacenes Éxito', countryId: 170, tradeMarks: ['Éxito', 'Carulla', 'Surtimax'] },
  { name: 'Alpina', countryId: 170, tradeMarks: ['Alpina', 'Bon Yurt'] },
  { name: 'Postobón', countryId: 170, tradeMarks: ['Postobón', 'Colombiana', 'Hit'] },
  { name: 'Avianca', countryId: 170, tradeMarks: ['Avianca'] },
  // Brazil
  { name: 'Itaú Unibanco', countryId: 76, tradeMarks: ['Itaú', 'Itaú Personnalité', 'iti'] },
  { name: 'Banco Bradesco', countryId: 76, tradeMarks: ['Bradesco', 'next'] },
  { name: 'Ambev', countryId: 76, tradeMarks: ['Brahma', 'Skol', 'Antarctica', 'Guaraná Antarctica'] },
  { name: 'Natura &Co', countryId: 76, tradeMarks: ['Natura', 'Avon'] },
  { name: 'Grupo Boticário', countryId: 76, tradeMarks: ['O Boticário', 'Eudora', 'Quem disse, berenice?'] },
  { name: 'Magazine Luiza', countryId: 76, tradeMarks: ['Magalu'] },
  { name: 'Petrobras', countryId: 76, tradeMarks: ['Petrobras'] },
  // Portugal
  { name: 'Sonae', countryId: 620, tradeMarks: ['Continente', 'Worten'] },
  { name: 'Jerónimo Martins', countryId: 620, tradeMarks: ['Pingo Doce', 'Recheio'] },
  { name: 'EDP', countryId: 620, tradeMarks: ['EDP'] },
  { name: 'Super Bock Group', countryId: 620, tradeMarks: ['Super Bock', 'Pedras', 'Vitalis'] },
  { name: 'Grupo Nabeiro', countryId: 620, tradeMarks: ['Delta Cafés', 'Delta Q'] },
  { name: 'Altice Portugal', countryId: 620, tradeMarks: ['MEO'] },
  // Spain
  {
    name: 'Inditex',
    countryId: 724,
    tradeMarks: ['Zara', 'Massimo Dutti', 'Pull&Bear', 'Bershka', 'Stradivarius', 'Oysho'],
  },
  { name: 'Telefónica', countryId: 724, tradeMarks: ['Movistar', 'O2'] },
  { name: 'Banco Santander', countryId: 724, tradeMarks: ['Santander', 'Openbank'] },
  { name: 'BBVA', countryId: 724, tradeMarks: ['BBVA'] },
  { name: 'Mercadona', countryId: 724, tradeMarks: ['Mercadona', 'Hacendado', 'Deliplus'] },
  { name: 'Mahou San Miguel', countryId: 724, tradeMarks: ['Mahou', 'San Miguel', 'Alhambra'] },
  // Chile
  { name: 'Falabella', countryId: 152, tradeMarks: ['Falabella', 'Sodimac', 'Tottus', 'Banco Falabella'] },
  { name: 'Cencosud', countryId: 152, tradeMarks: ['Jumbo', 'Santa Isabel', 'Paris', 'Easy'] },
  { name: 'LATAM Airlines Group', countryId: 152, tradeMarks: ['LATAM Airlines'] },
  {
    name: 'Viña Concha y Toro',
    countryId: 152,
    tradeMarks: ['Concha y Toro', 'Casillero del Diablo', 'Don Melchor'],
  },
  { name: 'CCU', countryId: 152, tradeMarks: ['Cristal', 'Escudo', 'Royal Guard'] },
  { name: 'Banco de Chile', countryId: 152, tradeMarks: ['Banco de Chile', 'Banco Edwards'] },
  // Turkey
  { name: 'Arçelik', countryId: 792, tradeMarks: ['Arçelik', 'Beko', 'Grundig'] },
  { name: 'Yıldız Holding', countryId: 792, tradeMarks: ['Ülker', 'Godiva'] },
  { name: 'Türk Hava Yolları', countryId: 792, tradeMarks: ['Turkish Airlines', 'AJet'] },
  { name: 'Türkiye İş Bankası', countryId: 792, tradeMarks: ['İşbank', 'Maximum'] },
  { name: 'Anadolu Efes', countryId: 792, tradeMarks: ['Efes Pilsen', 'Bomonti'] },
  { name: 'Turkcell', countryId: 792, tradeMarks: ['Turkcell', 'BiP'] },
];
