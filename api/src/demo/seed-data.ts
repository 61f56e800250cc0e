// Text of the demo data (see seed.ts): realistic sales and classifieds around London, Ontario.
import type { CLASSIFIED_CATEGORIES, CLASSIFIED_CONDITIONS, SaleType, YARD_SALE_CATEGORIES } from '@yardsale/core/constants';

type YardSaleCategory = (typeof YARD_SALE_CATEGORIES)[number];

export interface DemoSale {
  title: string;
  description: string;
  categories: YardSaleCategory[];
  type: SaleType;
}

export const DEMO_SALES: DemoSale[] = [
  { title: 'Big Family Yard Sale', description: 'Three households clearing out: kids\' bikes, board games, dishes and a sectional couch.', categories: ['Furniture', 'Toys & Games', 'Kitchen & Dining'], type: 'community' },
  { title: 'Estate Sale: Mid-Century Furniture', description: 'Teak dining set, sideboard, lamps and a record collection. Cash only, no early birds.', categories: ['Furniture', 'Antiques & Collectibles'], type: 'estate' },
  { title: 'Moving Sale - Everything Must Go', description: 'Relocating to Calgary. Washer, dryer, patio set, garden tools and a treadmill.', categories: ['Home & Garden', 'Sports & Outdoors', 'Tools & Hardware'], type: 'moving' },
  { title: 'Kids Clothes and Toys', description: 'Gently used clothing sizes 2T to 8, LEGO sets, stroller and car seat.', categories: ['Clothing', 'Toys & Games'], type: 'regular' },
  { title: 'Book Lover\'s Garage Sale', description: 'Over 400 paperbacks and hardcovers, mostly mystery and sci-fi. $1 each or 6 for $5.', categories: ['Books'], type: 'regular' },
  { title: 'Street-Wide Sale on Elmwood', description: 'Twelve houses on one street. Maps at the corner table. Lemonade stand by the park.', categories: ['Other', 'Furniture', 'Clothing', 'Books'], type: 'community' },
  { title: 'Workshop Clear-Out', description: 'Table saw, hand planes, clamps, socket sets and a rolling tool chest.', categories: ['Tools & Hardware', 'Automotive'], type: 'regular' },
  { title: 'Vintage Collectibles and Vinyl', description: 'Depression glass, Hockey Night in Canada cards, 70s vinyl and a rotary phone.', categories: ['Antiques & Collectibles', 'Art & Crafts'], type: 'regular' },
  { title: 'Downsizing Estate Sale', description: 'Contents of a four-bedroom home: bedroom sets, china cabinet, linens and jewellery.', categories: ['Furniture', 'Jewelry & Accessories', 'Kitchen & Dining'], type: 'estate' },
  { title: 'Garden and Patio Sale', description: 'Perennials divided this morning, planters, a gas BBQ and outdoor cushions.', categories: ['Home & Garden'], type: 'regular' },
  { title: 'Moving Sale: Student Apartment', description: 'Desk, office chair, mini fridge, microwave and a bike. Near Western campus.', categories: ['Furniture', 'Electronics', 'Sports & Outdoors'], type: 'moving' },
  { title: 'Crafter\'s Destash', description: 'Yarn, fabric bundles, scrapbooking supplies, a sewing machine and frames.', categories: ['Art & Crafts'], type: 'regular' },
  { title: 'Electronics and Gaming', description: 'Older consoles, controllers, PC monitors, speakers and cables. All tested.', categories: ['Electronics', 'Toys & Games'], type: 'regular' },
  { title: 'Church Rummage Sale', description: 'Fundraiser in the parish hall parking lot. Baked goods, housewares and clothing.', categories: ['Kitchen & Dining', 'Clothing', 'Other'], type: 'community' },
  { title: 'Sports Gear Swap', description: 'Hockey skates, helmets, golf clubs, camping gear and two kayaks.', categories: ['Sports & Outdoors'], type: 'regular' },
  { title: 'Antique Estate Auction Preview', description: 'Oak dressers, a pump organ, quilts and crocks. Everything priced to sell.', categories: ['Antiques & Collectibles', 'Furniture'], type: 'estate' },
  { title: 'Kitchen Overhaul Sale', description: 'Stand mixer, cast iron pans, a full dish set, small appliances and cookbooks.', categories: ['Kitchen & Dining', 'Books'], type: 'regular' },
  { title: 'Jewellery and Accessories', description: 'Costume jewellery, scarves, handbags and watches. Mirror available to try on.', categories: ['Jewelry & Accessories', 'Clothing'], type: 'regular' },
  { title: 'Car Parts and Garage Items', description: 'Winter tires on rims (15"), roof rack, floor jack and shop shelving.', categories: ['Automotive', 'Tools & Hardware'], type: 'regular' },
  { title: 'Neighbourhood Sale in Byron', description: 'Several families on Boler Road side streets. Toys, furniture and plants.', categories: ['Toys & Games', 'Furniture', 'Home & Garden'], type: 'community' },
  { title: 'Moving Overseas Sale', description: 'Couch, bookshelves, TV, dining table and kitchenware. Must be gone by Sunday.', categories: ['Furniture', 'Electronics', 'Kitchen & Dining'], type: 'moving' },
  { title: 'Art and Frames Sale', description: 'Original paintings by a local artist, prints, easels and assorted frames.', categories: ['Art & Crafts', 'Antiques & Collectibles'], type: 'regular' },
  { title: 'Baby Gear Sale', description: 'Crib, change table, high chair, baby monitor and bins of 0-24 month clothing.', categories: ['Clothing', 'Furniture', 'Toys & Games'], type: 'regular' },
  { title: 'Odds and Ends Garage Sale', description: 'A bit of everything: lamps, puzzles, holiday decorations and a chest freezer.', categories: ['Other', 'Home & Garden'], type: 'regular' },
];

export const DEMO_STREETS = [
  'Oxford St W', 'Richmond St', 'Wonderland Rd N', 'Commissioners Rd E', 'Wellington Rd', 'Dundas St',
  'Adelaide St N', 'Hamilton Rd', 'Springbank Dr', 'Fanshawe Park Rd W', 'Sarnia Rd', 'Huron St',
  'Cheapside St', 'Byron Baseline Rd', 'Southdale Rd W', 'Base Line Rd E', 'Trafalgar St', 'Highbury Ave N',
  'Clarke Rd', 'Kilally Rd', 'Western Rd', 'Platts Ln', 'Gainsborough Rd', 'Sunningdale Rd E',
];

export interface DemoClassified {
  title: string;
  description: string;
  price: string;
  category: (typeof CLASSIFIED_CATEGORIES)[number];
  condition: (typeof CLASSIFIED_CONDITIONS)[number];
  /** The buyer owns a few, so the demo seller also sees others' items when browsing. */
  owner: 'seller' | 'buyer';
  neighbourhood: string;
  /** How many demo photos it has (0 shows the 'No image' card). */
  photos: number;
  /** Days since it was posted: 14 or more asks its seller to refresh it. */
  ageDays: number;
  /** Extra categories, e.g. Housing. */
  tags?: string[];
  /** The price it dropped from, shown struck through (decision 0060). */
  priceBeforeDrop?: string;
}

export const DEMO_CLASSIFIEDS: DemoClassified[] = [
  { title: 'Solid Oak Dining Table', description: 'Seats six, two leaves included. Minor scratches on one corner.', price: '250.00', category: 'Furniture', condition: 'Good', owner: 'seller', neighbourhood: 'Old North', photos: 3, ageDays: 16 },
  { title: 'Free Firewood', description: 'Split maple from a tree we took down. Bring your own truck.', price: '0', category: 'Home & Garden', condition: 'Good', owner: 'seller', neighbourhood: 'Byron', photos: 0, ageDays: 1 },
  { title: '2014 Honda Civic Winter Tires', description: 'Set of four on steel rims, 205/55R16, about two seasons left.', price: '300.00', category: 'Automotive', condition: 'Fair', owner: 'seller', neighbourhood: 'Westmount', photos: 2, ageDays: 5 },
  { title: 'Nintendo Switch with Two Games', description: 'Works perfectly, original box, dock and Joy-Cons included.', price: '220.00', category: 'Electronics', condition: 'Like New', owner: 'buyer', neighbourhood: 'Masonville', photos: 4, ageDays: 2 },
  { title: 'Kids Bike (16 inch)', description: 'Training wheels included. Outgrown, ready to ride.', price: '40.00', category: 'Sports & Outdoors', condition: 'Good', owner: 'seller', neighbourhood: 'Lambeth', photos: 5, ageDays: 20 },
  { title: 'Free Moving Boxes', description: 'About 30 boxes in assorted sizes, flattened. Pick up from the porch.', price: '0', category: 'Other', condition: 'Fair', owner: 'buyer', neighbourhood: 'Wortley Village', photos: 1, ageDays: 3 },
  { title: 'Cordless Drill Kit', description: '20V drill and impact driver, two batteries and a charger.', price: '95.50', category: 'Tools & Hardware', condition: 'Like New', owner: 'seller', neighbourhood: 'Hyde Park', photos: 2, ageDays: 9, priceBeforeDrop: '120.00' },
  { title: 'Harry Potter Hardcover Set', description: 'All seven books, first Canadian editions, dust jackets intact.', price: '120.00', category: 'Books', condition: 'Good', owner: 'seller', neighbourhood: 'Old South', photos: 3, ageDays: 12 },
  { title: 'Stand Mixer, Red', description: 'Five-quart tilt-head mixer with whisk, paddle and dough hook.', price: '180.00', category: 'Kitchen & Dining', condition: 'Good', owner: 'buyer', neighbourhood: 'Oakridge', photos: 2, ageDays: 0 },
  { title: 'Winter Parka, Men\'s Large', description: 'Down-filled, rated to -30. Worn one season.', price: '85.00', category: 'Clothing', condition: 'Like New', owner: 'seller', neighbourhood: 'Summerside', photos: 1, ageDays: 6 },
  { title: 'Sterling Silver Necklace', description: 'Handmade pendant on an 18-inch chain, gift box included.', price: '45.00', category: 'Jewelry & Accessories', condition: 'New', owner: 'seller', neighbourhood: 'Downtown', photos: 4, ageDays: 4 },
  { title: 'Free Piano', description: 'Upright piano, needs tuning. You arrange the movers.', price: '0', category: 'Antiques & Collectibles', condition: 'Poor', owner: 'seller', neighbourhood: 'Medway', photos: 0, ageDays: 15 },
  { title: 'Basement Apartment for Rent', description: 'Bright one-bedroom with its own entrance, near the bus route. Utilities included, available the first of the month.', price: '1450.00', category: 'Other', condition: 'Good', owner: 'buyer', neighbourhood: 'Old East Village', photos: 3, ageDays: 2, tags: ['Housing'] },
  { title: 'Mountain Bicycle, 21-Speed', description: 'Aluminium frame, front suspension, new tires this spring. Fits riders 5\'6" to 6\'.', price: '175.00', category: 'Sports & Outdoors', condition: 'Good', owner: 'buyer', neighbourhood: 'Byron', photos: 2, ageDays: 1, priceBeforeDrop: '220.00' },
];
