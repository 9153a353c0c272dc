/**
 * The third-party segment catalogue: fictional data providers, each with its own taxonomy. A node
 * with `children` is a category (a branch) unless it says `segment: true`, in which case it is a
 * segment with child segments; every other node is a segment. `world` says how the demo fills the
 * segment from the synthetic world (see modules/segments/world-members.ts); segments without it
 * stay empty in the demo, since the world has nothing that stands for them.
 */
export type WorldRule =
  /** Devices of the world matching a condition on the `devices` table (written here, never input). */
  | { devices: string }
  /** Devices seen at POIs of a category (and subcategory) of the world. */
  | { visited: [category: string, subcategory?: string]; weekendOnly?: boolean };

export type CatalogueNode = {
  key: string;
  name: string;
  description?: string;
  segment?: boolean;
  world?: WorldRule;
  children?: CatalogueNode[];
};

export type CatalogueProvider = {
  key: string;
  name: string;
  description: string;
  website: string;
  tree: CatalogueNode[];
};

const seg = (key: string, name: string, world?: WorldRule, description?: string): CatalogueNode => ({
  key,
  name,
  ...(world ? { world } : {}),
  ...(description ? { description } : {}),
});
const cat = (key: string, name: string, children: CatalogueNode[]): CatalogueNode => ({
  key,
  name,
  children,
});
const visited = (category: string, subcategory?: string): WorldRule => ({
  visited: subcategory ? [category, subcategory] : [category],
});
const interest = (iab: string): WorldRule => ({ devices: `has(iab_interests, '${iab}')` });

export const SEGMENT_PROVIDERS: CatalogueProvider[] = [
  {
    key: 'northwind',
    name: 'Northwind Audiences',
    description: 'Consumer demographics, interests and purchase intent modelled from app and web panels.',
    website: 'https://northwind-audiences.example',
    tree: [
      cat('nw_demographic', 'Demographic', [
        cat('nw_age', 'Age', [
          seg('nw_age_18_24', 'Age 18–24', { devices: "age_band = '18-24'" }),
          seg('nw_age_25_34', 'Age 25–34', { devices: "age_band = '25-34'" }),
          seg('nw_age_35_44', 'Age 35–44', { devices: "age_band = '35-44'" }),
          seg('nw_age_45_54', 'Age 45–54', { devices: "age_band = '45-54'" }),
          seg('nw_age_55_plus', 'Age 55+', { devices: "age_band = '55+'" }),
        ]),
        cat('nw_gender', 'Gender', [
          seg('nw_gender_female', 'Female', { devices: "gender = 'female'" }),
          seg('nw_gender_male', 'Male', { devices: "gender = 'male'" }),
        ]),
        cat('nw_income', 'Household income', [
          seg('nw_income_lower', 'Lower income', { devices: 'socio_level <= 2' }),
          seg('nw_income_middle', 'Middle income', { devices: 'socio_level IN (3, 4)' }),
          seg('nw_income_upper', 'Upper income', { devices: 'socio_level >= 5' }),
        ]),
        cat('nw_life_stage', 'Life stage', [
          seg('nw_students', 'Students', visited('Education', 'University')),
          seg('nw_young_professionals', 'Young professionals', {
            devices: "age_band = '25-34' AND work_neighbourhood_id != 0",
          }),
          seg('nw_parents', 'Parents', interest('IAB6')),
          seg('nw_retirees', 'Retirees', { devices: "age_band = '55+' AND work_neighbourhood_id = 0" }),
        ]),
      ]),
      cat('nw_interest', 'Interest', [
        cat('nw_sports', 'Sports & fitness', [
          seg('nw_sports_fans', 'Sports fans', interest('IAB17')),
          seg('nw_gym_goers', 'Gym goers', visited('Health', 'Gym')),
          seg('nw_stadium_goers', 'Stadium goers', visited('Leisure', 'Stadium')),
        ]),
        cat('nw_food', 'Food & drink', [
          seg('nw_foodies', 'Foodies', interest('IAB8')),
          seg('nw_coffee_lovers', 'Coffee lovers', visited('Food', 'Coffee shop')),
          seg('nw_fast_food', 'Fast-food regulars', visited('Food', 'Fast food')),
        ]),
        cat('nw_technology', 'Technology', [
          seg('nw_tech_enthusiasts', 'Tech enthusiasts', interest('IAB19')),
          seg('nw_science', 'Science readers', interest('IAB15')),
        ]),
        cat('nw_travel', 'Travel', [
          seg('nw_travel_enthusiasts', 'Travel enthusiasts', interest('IAB20')),
          seg('nw_air_travellers', 'Air travellers', visited('Travel', 'Airport')),
          seg('nw_hotel_guests', 'Hotel guests', visited('Travel', 'Hotel')),
        ]),
        cat('nw_lifestyle', 'Lifestyle', [
          seg('nw_fashion', 'Fashion followers', interest('IAB18')),
          seg('nw_pet_owners', 'Pet owners', interest('IAB16')),
          seg('nw_home_garden', 'Home & garden', interest('IAB10')),
          seg('nw_news_readers', 'News readers', interest('IAB12')),
          seg('nw_entertainment', 'Arts & entertainment', interest('IAB1')),
        ]),
      ]),
      cat('nw_intent', 'Purchase intent', [
        cat('nw_intent_auto', 'Automotive', [
          {
            key: 'nw_auto_intenders',
            name: 'Auto intenders',
            segment: true,
            world: interest('IAB2'),
            children: [
              seg('nw_new_car_shoppers', 'New-car shoppers', visited('Automotive', 'Car dealer')),
              seg('nw_car_care', 'Car-care buyers', visited('Automotive', 'Car wash')),
            ],
          },
          seg('nw_fuel_buyers', 'Frequent fuel buyers', visited('Automotive', 'Gas station')),
        ]),
        cat('nw_intent_retail', 'Retail', [
          seg('nw_grocery', 'Grocery shoppers', visited('Retail', 'Supermarket')),
          seg('nw_electronics', 'Electronics shoppers', visited('Retail', 'Electronics store')),
          seg('nw_diy', 'Home-improvement shoppers', visited('Retail', 'Home improvement')),
          seg('nw_apparel', 'Apparel shoppers', visited('Retail', 'Clothing store')),
        ]),
        cat('nw_intent_finance', 'Financial services', [
          seg('nw_banking', 'Banking customers', visited('Finance', 'Bank')),
          seg('nw_personal_finance', 'Personal-finance planners', interest('IAB13')),
          seg('nw_home_buyers', 'Home buyers', interest('IAB21')),
        ]),
      ]),
    ],
  },
  {
    key: 'meridian_b2b',
    name: 'Meridian B2B Graph',
    description: 'Business audiences by firmographics, job function and seniority from a professional graph.',
    website: 'https://meridian-b2b.example',
    tree: [
      cat('mb_firmographics', 'Firmographics', [
        cat('mb_company_size', 'Company size', [
          seg('mb_size_1_10', '1–10 employees'),
          seg('mb_size_11_50', '11–50 employees'),
          seg('mb_size_51_200', '51–200 employees'),
          seg('mb_size_201_1000', '201–1,000 employees'),
          seg('mb_size_1000_plus', 'More than 1,000 employees'),
        ]),
        cat('mb_industry', 'Industry', [
          seg('mb_ind_finance', 'Finance & insurance'),
          seg('mb_ind_healthcare', 'Healthcare'),
          seg('mb_ind_retail', 'Retail & consumer goods'),
          seg('mb_ind_technology', 'Technology & software'),
          seg('mb_ind_manufacturing', 'Manufacturing'),
          seg('mb_ind_education', 'Education'),
          seg('mb_ind_public', 'Public sector'),
        ]),
      ]),
      cat('mb_people', 'Job function & seniority', [
        cat('mb_function', 'Job function', [
          seg('mb_fn_it', 'IT & engineering'),
          seg('mb_fn_marketing', 'Marketing'),
          seg('mb_fn_sales', 'Sales'),
          seg('mb_fn_finance', 'Finance'),
          seg('mb_fn_hr', 'Human resources'),
          seg('mb_fn_operations', 'Operations'),
        ]),
        cat('mb_seniority', 'Seniority', [
          seg('mb_sn_c_level', 'C-level executives'),
          seg('mb_sn_director', 'Directors'),
          seg('mb_sn_manager', 'Managers'),
          seg('mb_sn_individual', 'Individual contributors'),
        ]),
      ]),
      cat('mb_business_interest', 'Business interest', [
        seg('mb_professionals', 'Business professionals', {
          devices: "has(iab_interests, 'IAB3') AND work_neighbourhood_id != 0",
        }),
        seg('mb_it_decision_makers', 'IT decision makers', {
          devices: "has(iab_interests, 'IAB19') AND has(iab_interests, 'IAB3')",
        }),
        seg('mb_career_movers', 'Career movers', interest('IAB4')),
        seg('mb_small_business', 'Small-business owners', {
          devices: "has(iab_interests, 'IAB3') AND socio_level >= 4",
        }),
        seg(
          'mb_business_travellers',
          'Business travellers',
          visited('Travel', 'Airport'),
          'Seen at airports',
        ),
      ]),
    ],
  },
  {
    key: 'latitud',
    name: 'Latitud Location Intelligence',
    description:
      'Audiences built from places visited, movement patterns and devices, from mobile location data.',
    website: 'https://latitud-location.example',
    tree: [
      cat('lt_places', 'Places visited', [
        cat('lt_retail', 'Retail', [
          seg('lt_supermarkets', 'Supermarket visitors', visited('Retail', 'Supermarket')),
          seg('lt_convenience', 'Convenience-store visitors', visited('Retail', 'Convenience store')),
          seg('lt_clothing', 'Clothing-store visitors', visited('Retail', 'Clothing store')),
          seg('lt_electronics', 'Electronics-store visitors', visited('Retail', 'Electronics store')),
          seg('lt_home_improvement', 'Home-improvement visitors', visited('Retail', 'Home improvement')),
          {
            key: 'lt_malls',
            name: 'Shopping-mall visitors',
            segment: true,
            world: visited('Leisure', 'Shopping mall'),
            children: [
              seg('lt_malls_weekend', 'Weekend mall visitors', {
                visited: ['Leisure', 'Shopping mall'],
                weekendOnly: true,
              }),
            ],
          },
        ]),
        cat('lt_food', 'Food service', [
          seg('lt_coffee', 'Coffee-shop visitors', visited('Food', 'Coffee shop')),
          seg('lt_fast_food', 'Fast-food visitors', visited('Food', 'Fast food')),
          seg('lt_restaurants', 'Restaurant diners', visited('Food', 'Restaurant')),
          seg('lt_bakeries', 'Bakery visitors', visited('Food', 'Bakery')),
          seg('lt_bars', 'Bar-goers', visited('Leisure', 'Bar')),
        ]),
        cat('lt_auto', 'Automotive', [
          seg('lt_car_dealers', 'Car-dealer visitors', visited('Automotive', 'Car dealer')),
          seg('lt_gas_stations', 'Gas-station visitors', visited('Automotive', 'Gas station')),
          seg('lt_car_washes', 'Car-wash visitors', visited('Automotive', 'Car wash')),
        ]),
        cat('lt_health', 'Health', [
          seg('lt_pharmacies', 'Pharmacy visitors', visited('Health', 'Pharmacy')),
          seg('lt_hospitals', 'Hospital visitors', visited('Health', 'Hospital')),
          seg('lt_gyms', 'Gym visitors', visited('Health', 'Gym')),
        ]),
        cat('lt_finance', 'Finance', [
          seg('lt_banks', 'Bank-branch visitors', visited('Finance', 'Bank')),
          seg('lt_atms', 'ATM users', visited('Finance', 'ATM')),
        ]),
        cat('lt_education', 'Education', [
          seg('lt_universities', 'University visitors', visited('Education', 'University')),
          seg('lt_schools', 'School visitors', visited('Education', 'School')),
        ]),
        cat('lt_travel_leisure', 'Travel & leisure', [
          seg('lt_hotels', 'Hotel visitors', visited('Travel', 'Hotel')),
          seg('lt_bus_stations', 'Bus-station visitors', visited('Travel', 'Bus station')),
          seg('lt_airports', 'Airport visitors', visited('Travel', 'Airport')),
          seg('lt_cinemas', 'Cinema-goers', visited('Leisure', 'Cinema')),
          seg('lt_parks', 'Park visitors', visited('Leisure', 'Park')),
          seg('lt_stadiums', 'Stadium visitors', visited('Leisure', 'Stadium')),
        ]),
      ]),
      cat('lt_mobility', 'Mobility', [
        seg('lt_commuters', 'Commuters', { devices: 'work_neighbourhood_id != 0' }),
        seg('lt_cellular_heavy', 'On-the-go mobile users', { devices: "connection_type = 'cellular'" }),
      ]),
      cat('lt_devices', 'Devices', [
        seg('lt_ios', 'iOS users', { devices: "os = 'iOS'" }),
        seg('lt_android', 'Android users', { devices: "os = 'Android'" }),
        seg('lt_tablets', 'Tablet users', { devices: "device_type = 'tablet'" }),
        seg('lt_ctv', 'Connected-TV households', { devices: "device_type = 'connected tv'" }),
      ]),
    ],
  },
];
