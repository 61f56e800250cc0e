// What benchmark classifieds say: per category, title patterns (`[a|b]` picks one alternative), brands,
// adjectives, sentences for the description and a price range; plus the sentences every category uses.
// About 400 title patterns in all, several thousand distinct titles once brands and adjectives are added.
import type { CLASSIFIED_CATEGORIES, CLASSIFIED_CONDITIONS } from '@yardsale/core/constants';

export interface CategoryWords {
  items: readonly string[];
  brands: readonly string[];
  adjectives: readonly string[];
  details: readonly string[];
  /** Lowest and highest asking price (dollars), drawn log-uniformly. */
  price: readonly [number, number];
}

export const CATEGORY_WORDS: Record<(typeof CLASSIFIED_CATEGORIES)[number], CategoryWords> = {
  Automotive: {
    items: ['Winter tires [205/55R16|215/60R16|225/65R17|195/65R15] set of 4', 'All season tires [205/55R16|225/45R17|235/65R18]', 'Alloy rims [15|16|17|18] inch', 'Roof rack crossbars', 'Rooftop cargo box', 'Trailer hitch', 'Car seat covers', 'Rubber floor mats', 'Battery charger', 'Jump starter pack', 'Snow chains', 'Tonneau cover for [F-150|Silverado|Ram|Tacoma]', 'Hitch bike rack', 'Car stereo with Bluetooth', 'Dash cam', 'Floor jack [2|3] ton', 'Jack stands pair', 'Headlights for [Civic|Corolla|Camry|Mazda3|Elantra]', 'Truck toolbox', 'Brake pads and rotors', 'Motorcycle helmet', 'Motorcycle jacket', 'Utility trailer [4x8|5x10]', 'Car cover', 'Block heater cord', 'Spare tire and rim', 'Running boards', 'Tow strap', 'Oil drain pan', 'Steering wheel cover'],
    brands: ['Michelin', 'Bridgestone', 'Goodyear', 'Toyo', 'Thule', 'Yakima', 'Pioneer', 'Bosch', 'Husky', 'WeatherTech', 'Noco', 'Shoei'],
    adjectives: ['OEM', 'Aftermarket', 'Heavy duty', 'Universal'],
    details: ['Only used for one season.', 'Plenty of tread left.', 'Fits most cars and small SUVs.', 'Came off my car when I sold it.', 'Mechanic checked it last month.'],
    price: [20, 1200],
  },
  Electronics: {
    items: ['[32|43|50|55|65] inch TV', 'Smart TV [43|55] inch', 'Laptop [13|14|15] inch', 'Gaming laptop', 'Desktop computer', 'Computer monitor [24|27] inch', 'Tablet [64|128] GB', 'iPhone [11|12|13|14] [64|128] GB', 'Android phone unlocked', 'Bluetooth speaker', 'Soundbar with subwoofer', 'Stereo receiver', 'Turntable', 'Noise cancelling headphones', 'Wireless earbuds', 'Game console with two controllers', 'Nintendo Switch with games', 'PS5 controller', 'Xbox One with games', 'Digital camera', 'DSLR camera with lens', 'Laser printer', 'WiFi router', 'Keyboard and mouse', 'Smart watch', 'Projector', 'Home theater speakers', 'External hard drive [1|2|4] TB', 'Graphics card', 'E-reader'],
    brands: ['Samsung', 'Sony', 'LG', 'Apple', 'Dell', 'HP', 'Lenovo', 'Bose', 'JBL', 'Canon', 'Nikon', 'Logitech', 'Asus', 'Kobo'],
    adjectives: ['Refurbished', 'Unlocked', 'Wireless', 'Portable'],
    details: ['Comes with the charger and the original box.', 'Factory reset and ready to go.', 'Works great, upgraded to a newer model.', 'Screen has no scratches.', 'Battery holds a full day.'],
    price: [15, 1500],
  },
  Furniture: {
    items: ['Oak dining table', 'Dining table and [4|6] chairs', 'Coffee table', 'Side table', 'End tables pair', 'Kitchen table', 'Folding table', 'Console table', 'Leather sofa', 'Sectional sofa', 'Sofa bed', 'Loveseat', 'Recliner chair', 'Office chair', 'Computer desk', 'Standing desk', 'Bookshelf', 'Dresser with mirror', 'Chest of drawers', 'Nightstand', 'Queen bed frame', 'King size mattress', 'Bunk beds', 'Baby crib', 'TV stand', 'Bar stools set of [2|3|4]', 'Wardrobe', 'Futon', 'Storage ottoman', 'Rocking chair', 'Shoe cabinet', 'Filing cabinet', 'Accent chair', 'Headboard'],
    brands: ['IKEA', 'Ashley', 'La-Z-Boy', 'Sauder', 'Structube', 'Sleep Country', 'Pottery Barn', 'West Elm'],
    adjectives: ['Solid wood', 'Pine', 'Walnut', 'Teak', 'Mid-century', 'White', 'Black', 'Grey', 'Rustic', 'Modern'],
    details: ['Comes from a smoke-free, pet-free home.', 'It is heavy, bring a helper and a truck.', 'Some scratches on the top, see photos.', 'Already taken apart for easy moving.', 'Very sturdy, no wobble.'],
    price: [10, 1800],
  },
  'Home & Garden': {
    items: ['Lawn mower', 'Push mower', 'Snow blower', 'Leaf blower', 'String trimmer', 'Garden hose with reel', 'Patio set with umbrella', 'BBQ grill', 'Propane barbecue', 'Fire pit', 'Flower planters', 'Raised garden bed', 'Wheelbarrow', 'Rake and shovel', 'Area rug [5x8|8x10]', 'Blackout curtains', 'Table lamp', 'Floor lamp', 'Ceiling fan', 'Wall mirror', 'Vacuum cleaner', 'Window air conditioner', 'Dehumidifier', 'Space heater', 'Step ladder [6|8] ft', 'Outdoor string lights', 'Bird feeder', 'Compost bin', 'Garden tools', 'Storage shed', 'Patio heater', 'Hammock'],
    brands: ['Honda', 'Toro', 'Craftsman', 'Weber', 'Dyson', 'Shark', 'Ryobi', 'EGO', 'Husqvarna', 'Broil King', 'Honeywell'],
    adjectives: ['Electric', 'Gas', 'Cordless', 'Large', 'Outdoor', 'Self-propelled'],
    details: ['Starts on the first pull.', 'Stored in the garage over winter.', 'Downsizing to a condo, no yard anymore.', 'Cleaned and ready for the season.'],
    price: [5, 900],
  },
  Clothing: {
    items: ['Winter jacket size [S|M|L|XL]', 'Leather jacket', 'Rain coat', 'Wedding dress size [4|6|8|10]', 'Prom dress', 'Mens suit [38|40|42|44]', 'Kids clothes lot size [2T|3T|4T|5|6]', 'Baby clothes 0-12 months', 'Winter boots size [7|8|9|10|11]', 'Running shoes size [8|9|10|11]', 'Snow pants', 'Hoodies lot', 'Jeans [30|32|34|36]', 'Hockey jersey', 'Ski jacket', 'Scarf and mittens', 'Dress shirts', 'Maternity clothes', 'Halloween costume', 'Steel toe work boots', 'Sneakers size [7|8|9|10]', 'Wool sweater', 'Parka', 'Yoga pants'],
    brands: ['Canada Goose', 'North Face', 'Columbia', 'Nike', 'Adidas', 'Levis', 'Lululemon', 'Carhartt', 'Timberland', 'Sorel', 'Arcteryx', 'Roots'],
    adjectives: ['Womens', 'Mens', 'Kids', 'Girls', 'Boys', 'Warm', 'Waterproof'],
    details: ['Worn only a few times.', 'Kids grew out of it.', 'Washed and ready to wear.', 'No stains or rips.'],
    price: [3, 400],
  },
  Books: {
    items: ['Textbooks for [biology|calculus|chemistry|economics|nursing|accounting]', 'Harry Potter box set', 'Childrens books lot', 'Cookbooks', 'Paperback novels lot', 'Encyclopedia set', 'Comic books', 'Graphic novels', 'Board books for toddlers', 'Vintage magazines', 'National Geographic collection', 'Mystery novels', 'Science fiction paperbacks', 'History books', 'World atlas', 'Manga volumes', 'Workbooks grade [2|3|4|5]', 'Audiobooks on CD', 'Piano sheet music', 'Travel guides', 'Hardcover classics', 'Dr Seuss books', 'Bible study books', 'Poetry collection'],
    brands: ['Stephen King', 'Agatha Christie', 'Tolkien', 'Margaret Atwood', 'Penguin', 'Marvel', 'DC', 'Scholastic'],
    adjectives: ['Hardcover', 'Paperback', 'Signed', 'First edition'],
    details: ['All in very good shape, no writing inside.', 'Clearing out the bookshelves.', 'Great for a cottage or a long trip.', 'Sold as a lot only.'],
    price: [1, 150],
  },
  'Sports & Outdoors': {
    items: ['Kids bicycle [12|16|20|24] inch', 'Mountain bike', 'Road bike', 'Hybrid bicycle', 'Electric bicycle', 'Bicycle helmet', 'Bicycle trailer for kids', 'Bike rack', 'Hockey skates size [5|7|8|9|10]', 'Figure skates', 'Hockey sticks', 'Hockey equipment bag', 'Golf clubs set', 'Golf bag', 'Treadmill', 'Exercise bike', 'Dumbbells set', 'Weight bench', 'Yoga mat', 'Kayak', 'Canoe', 'Paddle board', 'Camping tent [2|4|6] person', 'Sleeping bag', 'Fishing rod and reel', 'Snowboard with bindings', 'Skis and poles', 'Ski boots size [26|27|28]', 'Basketball hoop', 'Soccer cleats', 'Baseball glove', 'Tennis racket', 'Ping pong table', 'Trampoline', 'Life jackets'],
    brands: ['Trek', 'Specialized', 'Giant', 'Norco', 'Bauer', 'CCM', 'Callaway', 'TaylorMade', 'Coleman', 'Burton', 'Rossignol', 'Wilson', 'Peloton'],
    adjectives: ['Adult', 'Youth', 'Lightweight', 'Aluminum', 'Carbon'],
    details: ['Tuned up this spring.', 'Used for one season only.', 'Great for beginners.', 'Tires hold air, brakes work well.', 'Kids outgrew it.'],
    price: [5, 2000],
  },
  'Toys & Games': {
    items: ['LEGO [Star Wars|City|Technic|Friends|Ninjago] sets', 'Board games lot', 'Jigsaw puzzles 1000 pieces', 'Dollhouse with furniture', 'Barbie dolls', 'Hot Wheels cars', 'Wooden train set', 'Play kitchen', 'Kids table and chairs', 'Balance bike', 'Kids tricycle', 'Ride-on car', 'Stuffed animals', 'Nerf blasters', 'Video games lot', 'Baby walker', 'Rocking horse', 'Play tent', 'Sandbox with cover', 'Swing set', 'Outdoor playhouse', 'Toy storage bins', 'Building blocks', 'Remote control car', 'Camera drone', 'Action figures', 'Kids scooter', 'Pull wagon', 'Baby activity gym'],
    brands: ['LEGO', 'Fisher-Price', 'Little Tikes', 'Hasbro', 'Mattel', 'Melissa and Doug', 'VTech', 'Playmobil', 'Step2'],
    adjectives: ['Complete', 'Wooden', 'Educational', 'Outdoor'],
    details: ['All pieces included.', 'Kids are too old for it now.', 'Cleaned and sanitized.', 'Great birthday gift.'],
    price: [2, 300],
  },
  'Antiques & Collectibles': {
    items: ['Antique [oak|pine|walnut] dresser', 'Vintage sewing machine', 'Depression glass', 'Hockey cards collection', 'Baseball cards', 'Pokemon cards', 'Coin collection', 'Stamp collection', 'Vinyl records lot', 'Crystal vases', 'Antique mantel clock', 'Grandfather clock', 'Pocket watch', 'Bone china set', 'Vintage cameras', 'Antique hand tools', 'Oil lanterns', 'Porcelain figurines', 'Tin signs', 'Steamer trunk', 'Vintage typewriter', 'Rotary phone', 'Milk cans', 'Stoneware crocks', 'Teacups and saucers', 'Brass candle holders', 'Cast iron toys', 'Vintage postcards'],
    brands: ['Royal Albert', 'Singer', 'Pyrex', 'Corningware', 'Wedgwood', 'Royal Doulton', 'Coca-Cola'],
    adjectives: ['Antique', 'Vintage', 'Rare', 'Retro', 'Victorian'],
    details: ['From my grandmothers estate.', 'Collectors item in great shape.', 'Some age wear as expected.', 'Serious offers only.'],
    price: [5, 1500],
  },
  'Tools & Hardware': {
    items: ['Cordless drill', 'Impact driver', 'Circular saw', 'Table saw', 'Mitre saw', 'Jigsaw', 'Reciprocating saw', 'Router table', 'Drill press', 'Air compressor', 'Pressure washer', 'Generator [3500|5000|7500] watt', 'Rolling tool box', 'Socket set', 'Wrench set', 'Shop vac', 'Workbench', 'Welder', 'Chainsaw', 'Extension ladder', 'Tile cutter', 'Paint sprayer', 'Brad nailer', 'Orbital sander', 'Laser level', 'Bar clamps', 'Extension cords', 'Hand tools lot', 'Bench grinder', 'Stud finder'],
    brands: ['DeWalt', 'Milwaukee', 'Makita', 'Ryobi', 'Bosch', 'Craftsman', 'Stanley', 'Mastercraft', 'Ridgid', 'Festool'],
    adjectives: ['Cordless', 'Professional', 'Heavy duty', 'Portable', 'Electric'],
    details: ['Battery and charger included.', 'Works perfectly, just do not need it anymore.', 'Used for one renovation.', 'Test it before you buy.'],
    price: [5, 1200],
  },
  'Jewelry & Accessories': {
    items: ['Gold necklace', 'Sterling silver bracelet', 'Diamond ring', 'Engagement ring', 'Earrings', 'Charm bracelet', 'Wrist watch', 'Leather purse', 'Handbag', 'Wallet', 'Sunglasses', 'Backpack', 'Pearl necklace', 'Cufflinks', 'Jewelry box', 'Hair accessories', 'Leather belt', 'Costume jewelry lot', 'Brooch', 'Luggage set', 'Tote bag', 'Fitness tracker'],
    brands: ['Pandora', 'Coach', 'Michael Kors', 'Fossil', 'Ray-Ban', 'Kate Spade', 'Swarovski', 'Tiffany', 'Samsonite', 'Herschel'],
    adjectives: ['Authentic', 'Genuine leather', '14k gold', 'Vintage', 'Designer'],
    details: ['Comes with the original box.', 'Authentic, receipt available.', 'Worn once for a wedding.', 'Gift I never used.'],
    price: [5, 3000],
  },
  'Kitchen & Dining': {
    items: ['Stand mixer', 'Blender', 'Food processor', 'Pressure cooker', 'Slow cooker', 'Air fryer', 'Microwave', 'Toaster oven', 'Coffee maker', 'Espresso machine', 'Electric kettle', 'Pots and pans set', 'Cast iron skillet', 'Dinnerware set for [4|8|12]', 'Wine glasses', 'Cutlery set', 'Knife block set', 'Bakeware set', 'Dining chairs set of [4|6]', 'Tablecloths and napkins', 'Fridge', 'Chest freezer', 'Dishwasher', 'Electric stove', 'Range hood', 'Dish rack', 'Mason jars', 'Water dispenser', 'Bread maker', 'Rice cooker'],
    brands: ['KitchenAid', 'Cuisinart', 'Breville', 'Ninja', 'Keurig', 'Nespresso', 'Le Creuset', 'Lagostina', 'Whirlpool', 'Frigidaire', 'Instant Pot', 'Vitamix'],
    adjectives: ['Stainless steel', 'Non-stick', 'Large', 'Compact', 'White'],
    details: ['Works like new.', 'Got a new one as a gift.', 'All pieces are there, nothing chipped.', 'Clean and ready to use.'],
    price: [3, 1500],
  },
  'Art & Crafts': {
    items: ['Oil painting', 'Framed print', 'Canvas wall art', 'Watercolour set', 'Acrylic paints', 'Wooden easel', 'Sewing machine', 'Yarn lot', 'Knitting needles', 'Quilting fabric', 'Scrapbooking supplies', 'Cutting machine', 'Pottery wheel', 'Kiln', 'Beads and findings', 'Embroidery hoops', 'Picture frames', 'Craft table', 'Stained glass panel', 'Sketchbooks', 'Calligraphy pens', 'Cross stitch kits', 'Landscape painting', 'Serger'],
    brands: ['Brother', 'Singer', 'Cricut', 'Winsor and Newton', 'Janome', 'Liquitex', 'Bernina'],
    adjectives: ['Original', 'Handmade', 'Large', 'Framed', 'Vintage'],
    details: ['Local artist, signed on the back.', 'Clearing out my craft room.', 'Lots of supplies, great value.', 'Barely used.'],
    price: [2, 800],
  },
  Other: {
    items: ['Baby stroller', 'Infant car seat', 'High chair', 'Playpen', 'Dog crate', 'Dog kennel', 'Cat tree', 'Aquarium [20|55] gallon', 'Bird cage', 'Upright piano', 'Digital piano', 'Acoustic guitar', 'Electric guitar and amp', 'Drum kit', 'Violin', 'Moving boxes', 'Seasoned firewood', 'Hot tub', 'Wheelchair', 'Mobility walker', 'Artificial Christmas tree', 'Halloween decorations', 'Storage bins', 'Office supplies', 'Baby monitor', 'Breast pump', 'Pet carrier', 'Wedding decorations', 'Massage chair'],
    brands: ['Graco', 'UPPAbaby', 'Yamaha', 'Fender', 'Gibson', 'Chicco', 'Evenflo', 'Roland'],
    adjectives: ['Large', 'Small', 'Used', 'Clean', 'Complete'],
    details: ['Clean and in working order.', 'Need it gone this week.', 'Free to a good home if nobody wants to pay.', 'Moving overseas.'],
    price: [1, 2500],
  },
};

/** Rooms and flats: category Other, tagged Housing. */
export const HOUSING_WORDS: CategoryWords = {
  items: ['Room for rent', '[1|2|3] bedroom apartment', 'Basement suite', 'Condo for rent', 'Sublet [May|June|July] to [August|September]', 'Parking spot for rent', 'Storage space for rent', 'Roommate wanted', 'Townhouse for rent', 'Garage for rent', 'Furnished studio'],
  brands: [],
  adjectives: ['Bright', 'Furnished', 'Quiet', 'Spacious', 'Downtown'],
  details: ['Utilities included.', 'Close to the bus and shops.', 'No smoking, no pets.', 'Available the first of the month.', 'Laundry in the building.'],
  price: [150, 3500],
};

export const GENERAL_ADJECTIVES = ['Like new', 'Gently used', 'Brand new', 'Excellent', 'Great condition', 'Barely used', 'Nice'];

export const OPENERS = ['Selling my', 'For sale:', 'Up for grabs:', 'Selling a', 'I have a', 'Looking to sell my', 'Offering'];

export const CONDITION_SENTENCES: Record<(typeof CLASSIFIED_CONDITIONS)[number] | 'Used', string> = {
  New: 'Brand new, never used, still in the box.',
  'Like New': 'Used only a few times, looks like new.',
  Good: 'In good working condition.',
  Fair: 'Some wear and scratches but works fine.',
  Poor: 'Needs some repair, sold as is.',
  Used: 'Used but works well.',
};

export const LOGISTICS = [
  'Pick up only.', 'Cash or e-transfer only.', 'Price is firm.', 'Open to reasonable offers.', 'First come, first served.', 'Can meet halfway.',
  'No holds.', 'Delivery available for a small fee.', 'Moving soon, must go this week.', 'Message me if interested.', 'Still available if the ad is up.',
  'Serious buyers only please.', 'Can deliver in town.', 'No trades.', 'Porch pickup available.', 'Will not respond to lowball offers.',
];

export const FIRST_NAMES = [
  'Anna', 'Ben', 'Carla', 'Dave', 'Emma', 'Frank', 'Grace', 'Hannah', 'Ian', 'Julie', 'Kevin', 'Laura', 'Mike', 'Nadia', 'Omar', 'Paul',
  'Rachel', 'Sam', 'Tina', 'Victor', 'Wendy', 'Yusuf', 'Zoe', 'Marc', 'Sophie', 'Priya', 'Jamal', 'Chen', 'Lucas', 'Maria',
];

// The long tail of real ads (model and shop names, surnames, streets, slips): made-up words, so the
// vocabulary that misspelt searches are matched against grows with the table as real text does.
const ONSETS = ['b', 'br', 'c', 'ch', 'cl', 'd', 'dr', 'f', 'fl', 'g', 'gr', 'h', 'j', 'k', 'l', 'm', 'n', 'p', 'pr', 'r', 's', 'sh', 'st', 't', 'tr', 'v', 'w', 'z'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ay', 'ee', 'ou', 'ia', 'oa'];
const CODAS = ['', '', '', 'n', 'r', 'l', 's', 't', 'ck', 'nd', 'x', 'm'];
const RARE_KINDS = ['Model {} in the photos.', 'Bought at {} last year.', 'Near {} Park.', 'Ask for {}.', 'Made by {}.', 'From the {} collection.'];
const RARE_RANKS = 3_000_000;

/** Rare word number `rank`: two or three syllables, the same word for the same rank. */
export function rareWord(rank: number, random: (seed: number) => () => number): string {
  const next = random(rank);
  const syllable = () => ONSETS[Math.floor(next() * ONSETS.length)]! + VOWELS[Math.floor(next() * VOWELS.length)]! + CODAS[Math.floor(next() * CODAS.length)]!;
  const word = Array.from({ length: 2 + Math.floor(next() * 2) }, syllable).join('');
  return word[0]!.toUpperCase() + word.slice(1);
}

/** A sentence with one rare word, ranks drawn log-uniformly (a few are common, most appear once or twice). */
export function rareSentence(random: () => number, seeded: (seed: number) => () => number): string {
  const rank = Math.floor(Math.exp(random() * Math.log(RARE_RANKS)));
  return RARE_KINDS[Math.floor(random() * RARE_KINDS.length)]!.replace('{}', rareWord(rank, seeded));
}
