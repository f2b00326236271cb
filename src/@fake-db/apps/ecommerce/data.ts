import type { CartItem, ProductCategory, ProductRecord, WishlistItem } from '@/views/apps/ecommerce/contract'
import { publicUrl } from '@/utility/publicUrl'

type Row = [
  name: string,
  brand: string,
  category: ProductCategory,
  price: number,
  rating: number,
  freeShipping: boolean,
  description: string
]

const rows: Row[] = [
  [
    'Fjord Wireless Headphones',
    'Aurora Sound',
    'audio',
    249.99,
    5,
    true,
    'Over-ear headphones with adaptive noise cancelling, 40 hours of battery and soft memory-foam cushions for ' +
      'long flights.'
  ],
  [
    'Tide Bluetooth Speaker',
    'Aurora Sound',
    'audio',
    89,
    4,
    true,
    'A splash-proof speaker with a fabric shell, deep bass for its size and a strap that hangs from any branch or hook.'
  ],
  [
    'Echo Studio Earbuds',
    'Aurora Sound',
    'audio',
    129,
    4,
    false,
    'True wireless earbuds tuned in the studio, with a pocket case that charges them three times over.'
  ],
  [
    'Lumen Turntable',
    'Lumen',
    'audio',
    399,
    5,
    false,
    'A belt-driven turntable with a solid oak plinth, a built-in preamp and an automatic return arm.'
  ],
  [
    'Breeze Soundbar',
    'Polarbyte',
    'audio',
    319,
    3,
    true,
    'A slim soundbar that makes dialogue clearer at night and pairs with a phone in one tap.'
  ],
  [
    'Harbor Radio',
    'Nordvik Home',
    'audio',
    59,
    4,
    false,
    'A kitchen radio with FM, DAB+ and internet stations behind one big, friendly dial.'
  ],
  [
    'Glacier 14 Laptop',
    'Polarbyte',
    'computing',
    1299,
    5,
    true,
    'A 14-inch aluminium laptop with a matte 2.8K screen, 16 GB of memory and a fan that rarely wakes up.'
  ],
  [
    'Drift Mechanical Keyboard',
    'Polarbyte',
    'computing',
    149,
    4,
    true,
    'A compact keyboard with hot-swappable tactile switches, PBT keycaps and a braided USB-C cable.'
  ],
  [
    'Orbit Wireless Mouse',
    'Polarbyte',
    'computing',
    39,
    3,
    false,
    'An ambidextrous mouse with silent buttons and a sensor that tracks on glass.'
  ],
  [
    'Crest 27 Monitor',
    'Lumen',
    'computing',
    449,
    4,
    true,
    'A 27-inch 4K monitor with factory-calibrated colour and one USB-C cable for image, data and power.'
  ],
  [
    'Kelp USB-C Hub',
    'Tindra',
    'computing',
    49,
    2,
    false,
    'Seven ports in a pocket-sized hub: HDMI, card readers, two USB-A and 100 W pass-through charging.'
  ],
  [
    'Summit Tablet 11',
    'Polarbyte',
    'computing',
    649,
    4,
    true,
    'An 11-inch tablet with a 120 Hz screen, a pen that magnetically docks and all-day battery.'
  ],
  [
    'Hearth Smart Lamp',
    'Lumen',
    'home',
    79,
    4,
    false,
    'A table lamp that warms from daylight to candle glow as the evening goes on, set from your phone.'
  ],
  [
    'Birch Coffee Grinder',
    'Nordvik Home',
    'home',
    119,
    5,
    true,
    'A burr grinder with 40 settings, from espresso fine to French-press coarse, and a quiet motor.'
  ],
  [
    'Frost Air Purifier',
    'Nordvik Home',
    'home',
    279,
    4,
    true,
    'Cleans the air of a 40 m² room in ten minutes and shows the air quality as a soft coloured ring.'
  ],
  [
    'Moss Smart Thermostat',
    'Lumen',
    'home',
    199,
    3,
    false,
    'Learns when you are home and away and keeps the heating low when nobody is there to feel it.'
  ],
  [
    'Ember Kettle',
    'Nordvik Home',
    'home',
    69,
    4,
    false,
    'A stainless kettle with five temperature presets for green tea, coffee and everything between.'
  ],
  [
    'Pulse Fitness Band',
    'Tindra',
    'wearables',
    79,
    3,
    true,
    'A light band that counts steps, sleep and heart rate, and runs a week on one charge.'
  ],
  [
    'Meridian Smartwatch',
    'Tindra',
    'wearables',
    329,
    5,
    true,
    'A round smartwatch with an always-on display, GPS and contactless payments.'
  ],
  [
    'Aurora Sleep Ring',
    'Tindra',
    'wearables',
    249,
    4,
    false,
    'A titanium ring that measures sleep stages and recovery without a screen to distract you.'
  ],
  [
    'Vista Blue-Light Glasses',
    'Lumen',
    'wearables',
    45,
    2,
    false,
    'Clear lenses that filter the harshest screen light, in a feather-light frame.'
  ],
  [
    'Stride Running Earphones',
    'Aurora Sound',
    'wearables',
    99,
    4,
    true,
    'Sweat-proof earphones with ear hooks that stay put on the steepest trail.'
  ],
  [
    'Ridge Action Camera',
    'Skarv Outdoor',
    'outdoor',
    299,
    4,
    true,
    'A waterproof 5K camera with steady video on a bike, a board or a helmet.'
  ],
  [
    'Trail GPS Watch',
    'Skarv Outdoor',
    'outdoor',
    399,
    5,
    false,
    'Topographic maps on the wrist, a barometric altimeter and three weeks of battery.'
  ],
  [
    'Basecamp Solar Lantern',
    'Skarv Outdoor',
    'outdoor',
    35,
    3,
    false,
    'A collapsible lantern that charges in the sun and lights a tent for a whole night.'
  ],
  [
    'Canyon Power Bank',
    'Skarv Outdoor',
    'outdoor',
    59,
    4,
    true,
    'A rugged 20,000 mAh power bank that charges a laptop and a phone at once.'
  ],
  [
    'Horizon Drone Mini',
    'Skarv Outdoor',
    'outdoor',
    899,
    5,
    true,
    'A folding drone under 250 g with a 4K camera, 30 minutes of flight and obstacle sensing.'
  ]
]

export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export const products: ProductRecord[] = rows.map(
  ([name, brand, category, price, rating, hasFreeShipping, description], index) => ({
    id: index + 1,
    name,
    slug: slugOf(name),
    description,
    brand,
    category,
    price,
    image: publicUrl(`images/products/${slugOf(name)}.svg`),
    hasFreeShipping,
    rating
  })
)

export const wishlist: WishlistItem[] = [
  { id: 1, productId: 4 },
  { id: 2, productId: 19 },
  { id: 3, productId: 27 }
]

export const cart: CartItem[] = [
  { id: 1, productId: 1, qty: 1 },
  { id: 2, productId: 8, qty: 2 },
  { id: 3, productId: 14, qty: 1 }
]
