/**
 * Demo content for a fresh shop: realistic for a Kigali brand of custom fashion, bespoke shoes and
 * graphic art. Prices in RWF. `art` picks the generated picture for each image (see images.ts).
 */
import { CUSTOM_SHOES_BRAND } from '@atelier/contracts';

type Motif = 'shoe' | 'shirt' | 'dress' | 'bag' | 'cap' | 'jacket' | 'frame' | 'canvas';
export interface ImageArt {
  motif: Motif;
  palette: [string, string, string];
  pattern: 'imigongo' | 'waves' | 'dots' | 'stripes' | 'sun' | 'grid';
}

export interface DemoItem {
  slug: string;
  kind: 'product' | 'artwork';
  title: string;
  description: string;
  category: string;
  material?: string;
  size?: string;
  washable?: boolean;
  price: number;
  compareAtPrice?: number;
  artist?: string;
  mediumDescription?: string;
  images: ImageArt[];
}

const P = {
  earth: ['#7c2d12', '#f59e0b', '#fef3c7'],
  night: ['#0f172a', '#38bdf8', '#e0f2fe'],
  forest: ['#14532d', '#84cc16', '#ecfccb'],
  rose: ['#831843', '#f472b6', '#fce7f3'],
  clay: ['#451a03', '#ea580c', '#ffedd5'],
  ink: ['#1c1917', '#d6d3d1', '#fafaf9'],
  lake: ['#134e4a', '#2dd4bf', '#ccfbf1'],
  royal: ['#312e81', '#a78bfa', '#ede9fe'],
  sun: ['#713f12', '#facc15', '#fefce8'],
} satisfies Record<string, [string, string, string]>;

const img = (motif: Motif, palette: keyof typeof P, pattern: ImageArt['pattern']): ImageArt => ({ motif, palette: P[palette], pattern });

/** 26 products: custom shoes, fashion and exclusive items. Several carry the 47,500 RWF compare-at price. */
export const PRODUCTS: DemoItem[] = [
  { slug: 'imigongo-high-top-sneakers', kind: 'product', title: 'Imigongo High-Top Sneakers', category: 'custom-shoes', material: 'Canvas, rubber sole', size: 'EU 38–46', washable: true, price: 65000, description: 'Hand-painted high-tops carrying the zigzag geometry of Imigongo art from Nyakarambi. Each pair is painted to order in our Kigali studio and sealed to last through the rainy season.', images: [img('shoe', 'earth', 'imigongo'), img('shoe', 'clay', 'imigongo'), img('shoe', 'sun', 'stripes')] },
  { slug: 'kigali-sunrise-low-tops', kind: 'product', title: 'Kigali Sunrise Low-Tops', category: 'custom-shoes', material: 'Canvas', size: 'EU 36–45', washable: true, price: 39500, compareAtPrice: 47500, description: 'Low-top canvas sneakers painted with the orange and gold of sunrise over the thousand hills. Light, breathable and made for long city walks.', images: [img('shoe', 'sun', 'sun'), img('shoe', 'earth', 'sun')] },
  { slug: 'lake-kivu-leather-loafers', kind: 'product', title: 'Lake Kivu Leather Loafers', category: 'custom-shoes', material: 'Full-grain leather', size: 'EU 39–46', washable: false, price: 98000, description: 'Hand-stitched leather loafers in deep teal, inspired by the waters of Lake Kivu. Cushioned insole, leather lining and a sole that can be re-soled for years.', images: [img('shoe', 'lake', 'waves'), img('shoe', 'night', 'waves'), img('shoe', 'lake', 'dots')] },
  { slug: 'volcano-trail-boots', kind: 'product', title: 'Volcano Trail Boots', category: 'custom-shoes', material: 'Suede and leather', size: 'EU 39–47', washable: false, price: 125000, description: 'Rugged ankle boots built for the trails of Musanze: waterproofed suede, a grippy sole and hand-painted volcanic red accents.', images: [img('shoe', 'clay', 'grid'), img('shoe', 'earth', 'grid')] },
  { slug: 'intore-dance-sneakers', kind: 'product', title: 'Intore Dance Sneakers', category: 'custom-shoes', material: 'Canvas, leather trim', size: 'EU 36–45', washable: true, price: 42000, compareAtPrice: 47500, description: 'Flexible sneakers with a soft sole for dancers, painted with the flowing lines of Intore costumes.', images: [img('shoe', 'royal', 'waves'), img('shoe', 'rose', 'waves')] },
  { slug: 'kitenge-slip-ons', kind: 'product', title: 'Kitenge Slip-Ons', category: 'custom-shoes', material: 'Kitenge fabric, rubber sole', size: 'EU 35–44', washable: true, price: 35000, compareAtPrice: 47500, description: 'Easy slip-ons wrapped in bold kitenge prints chosen at Kimironko market. Pick your fabric and we make the pair within a week.', images: [img('shoe', 'rose', 'dots'), img('shoe', 'forest', 'dots'), img('shoe', 'sun', 'dots')] },
  { slug: 'monochrome-custom-name-sneakers', kind: 'product', title: 'Monochrome Custom Name Sneakers', category: 'custom-shoes', material: 'Leather', size: 'EU 36–46', washable: true, price: 72000, description: 'Clean white leather sneakers with your name or a short phrase hand-lettered along the heel in black ink.', images: [img('shoe', 'ink', 'stripes'), img('shoe', 'ink', 'grid')] },
  { slug: 'nyungwe-canopy-runners', kind: 'product', title: 'Nyungwe Canopy Runners', category: 'custom-shoes', material: 'Knit mesh', size: 'EU 37–46', washable: true, price: 58000, description: 'Lightweight knit runners in forest greens, painted with the layered leaves of the Nyungwe canopy.', images: [img('shoe', 'forest', 'waves'), img('shoe', 'forest', 'sun')] },
  { slug: 'gold-thread-wedding-heels', kind: 'product', title: 'Gold Thread Wedding Heels', category: 'custom-shoes', material: 'Satin, gold embroidery', size: 'EU 35–42', washable: false, price: 110000, description: 'Block-heel bridal shoes embroidered with gold thread to match your mushanana. Made to measure for weddings and introduction ceremonies.', images: [img('shoe', 'sun', 'imigongo'), img('shoe', 'royal', 'imigongo')] },
  { slug: 'kids-color-splash-sneakers', kind: 'product', title: 'Kids Colour Splash Sneakers', category: 'custom-shoes', material: 'Canvas', size: 'EU 24–35', washable: true, price: 28000, description: 'Bright, washable canvas sneakers for children, splashed with paint in the colours they choose.', images: [img('shoe', 'rose', 'sun')] },
  { slug: 'kitenge-button-shirt', kind: 'product', title: 'Kitenge Button Shirt', category: 'fashion', material: 'Cotton kitenge', size: 'S–XXL', washable: true, price: 30000, compareAtPrice: 47500, description: 'A relaxed short-sleeve shirt cut from vivid kitenge cotton, with hidden side pockets and coconut buttons.', images: [img('shirt', 'earth', 'dots'), img('shirt', 'rose', 'dots')] },
  { slug: 'imigongo-print-tee', kind: 'product', title: 'Imigongo Print Tee', category: 'fashion', material: 'Organic cotton', size: 'XS–XXL', washable: true, price: 18000, description: 'Soft organic cotton T-shirt screen-printed by hand with a black and terracotta Imigongo pattern.', images: [img('shirt', 'clay', 'imigongo'), img('shirt', 'ink', 'imigongo')] },
  { slug: 'umushanana-inspired-wrap-dress', kind: 'product', title: 'Umushanana-Inspired Wrap Dress', category: 'fashion', material: 'Silk blend', size: 'XS–XL', washable: false, price: 95000, description: 'A modern wrap dress with the draped shoulder of the traditional umushanana, in flowing silk blend.', images: [img('dress', 'royal', 'waves'), img('dress', 'rose', 'waves'), img('dress', 'sun', 'waves')] },
  { slug: 'thousand-hills-denim-jacket', kind: 'product', title: 'Thousand Hills Denim Jacket', category: 'fashion', material: 'Denim', size: 'S–XXL', washable: true, price: 68000, description: 'Classic denim jacket with the rolling hills of Rwanda hand-painted across the back panel.', images: [img('jacket', 'night', 'waves'), img('jacket', 'lake', 'waves')] },
  { slug: 'kigali-nights-bomber', kind: 'product', title: 'Kigali Nights Bomber', category: 'fashion', material: 'Satin shell, cotton lining', size: 'S–XL', washable: false, price: 78000, description: 'A satin bomber in midnight blue with the city lights of Kigali embroidered on the sleeves.', images: [img('jacket', 'night', 'dots')] },
  { slug: 'agaseke-pattern-skirt', kind: 'product', title: 'Agaseke Pattern Skirt', category: 'fashion', material: 'Cotton', size: 'XS–XL', washable: true, price: 38000, compareAtPrice: 47500, description: 'An A-line midi skirt printed with the woven triangles of the agaseke peace basket.', images: [img('dress', 'forest', 'imigongo'), img('dress', 'earth', 'imigongo')] },
  { slug: 'linen-studio-trousers', kind: 'product', title: 'Linen Studio Trousers', category: 'fashion', material: 'Linen', size: 'S–XXL', washable: true, price: 45000, description: 'Wide-leg linen trousers with a drawstring waist, made for warm studio days and evening walks.', images: [img('shirt', 'sun', 'stripes')] },
  { slug: 'hand-painted-kimono', kind: 'product', title: 'Hand-Painted Kimono', category: 'fashion', material: 'Viscose', size: 'One size', washable: false, price: 85000, description: 'A flowing kimono wrap painted by hand: no two are alike. Wear it open over a dress or belted.', images: [img('dress', 'lake', 'sun'), img('dress', 'royal', 'sun')] },
  { slug: 'artist-apron', kind: 'product', title: 'Artist Apron', category: 'fashion', material: 'Heavy canvas, leather straps', size: 'Adjustable', washable: true, price: 25000, description: 'The apron we wear in our own studio: heavy canvas, leather cross-back straps and deep brush pockets.', images: [img('shirt', 'clay', 'grid')] },
  { slug: 'imigongo-leather-tote', kind: 'product', title: 'Imigongo Leather Tote', category: 'exclusive', material: 'Vegetable-tanned leather', size: '38 × 32 × 12 cm', washable: false, price: 89000, description: 'A roomy tote in vegetable-tanned leather, embossed with Imigongo zigzags and lined with kitenge cotton.', images: [img('bag', 'earth', 'imigongo'), img('bag', 'clay', 'imigongo'), img('bag', 'ink', 'imigongo')] },
  { slug: 'agaseke-crossbody-bag', kind: 'product', title: 'Agaseke Crossbody Bag', category: 'exclusive', material: 'Sisal and leather', size: '22 × 18 × 7 cm', washable: false, price: 54000, description: 'A small crossbody bag woven from sisal by a cooperative in Gitarama, finished with a leather strap.', images: [img('bag', 'sun', 'imigongo'), img('bag', 'forest', 'dots')] },
  { slug: 'embroidered-bucket-hat', kind: 'product', title: 'Embroidered Bucket Hat', category: 'exclusive', material: 'Cotton twill', size: 'M / L', washable: true, price: 16000, description: 'A cotton bucket hat with a small embroidered gorilla on the side: a nod to the mountains of the north.', images: [img('cap', 'forest', 'dots')] },
  { slug: 'kitenge-snapback-cap', kind: 'product', title: 'Kitenge Snapback Cap', category: 'exclusive', material: 'Kitenge cotton', size: 'Adjustable', washable: true, price: 15000, description: 'A snapback cap with a kitenge crown and a flat brim in solid black.', images: [img('cap', 'rose', 'stripes'), img('cap', 'sun', 'stripes')] },
  { slug: 'signed-sneaker-art-box', kind: 'product', title: 'Signed Sneaker Art Box', category: 'exclusive', material: 'Leather sneakers, wooden box', size: 'EU 38–45', washable: false, price: 180000, description: 'A numbered edition of ten: sneakers painted by our lead artist, signed, and delivered in a hand-carved wooden box.', images: [img('shoe', 'royal', 'grid'), img('frame', 'royal', 'grid'), img('shoe', 'ink', 'grid')] },
  { slug: 'beaded-statement-necklace', kind: 'product', title: 'Beaded Statement Necklace', category: 'exclusive', material: 'Glass beads, brass', size: '45 cm', washable: false, price: 32000, description: 'A bold necklace of hand-strung glass beads in the colours of the Rwandan flag and brass spacers.', images: [img('bag', 'lake', 'dots')] },
  { slug: 'custom-sneaker-gift-card', kind: 'product', title: 'Custom Sneaker Design Session', category: 'exclusive', material: 'Consultation and painting', size: 'Any size', washable: true, price: 45000, compareAtPrice: 47500, description: 'A one-hour design session with our painters: sketch your idea together, choose colours, and we paint your pair.', images: [img('shoe', 'sun', 'grid')] },
];

/** 13 artworks with artist, medium and 1–5 images. */
export const ARTWORKS: DemoItem[] = [
  { slug: 'dawn-over-nyabugogo', kind: 'artwork', title: 'Dawn over Nyabugogo', artist: 'Aline Uwase', category: 'painting', mediumDescription: 'Acrylic on canvas, 90 × 60 cm', material: 'Canvas', size: '90 × 60 cm', price: 350000, description: 'The bus park waking up under a pink sky: motorbikes, fruit sellers and the first buses to the north, painted in loose, bright strokes.', images: [img('canvas', 'rose', 'sun'), img('canvas', 'sun', 'sun'), img('frame', 'rose', 'sun')] },
  { slug: 'imigongo-no-7', kind: 'artwork', title: 'Imigongo No. 7', artist: 'Jean-Paul Habimana', category: 'relief', mediumDescription: 'Cow-dung relief with natural pigments on board, 60 × 60 cm', material: 'Wood board', size: '60 × 60 cm', price: 280000, description: 'A contemporary take on the Imigongo tradition of Kibungo: raised spirals and zigzags in black, white and red earth.', images: [img('frame', 'earth', 'imigongo'), img('frame', 'clay', 'imigongo')] },
  { slug: 'the-weavers', kind: 'artwork', title: 'The Weavers', artist: 'Grace Mukamana', category: 'painting', mediumDescription: 'Oil on canvas, 100 × 80 cm', material: 'Canvas', size: '100 × 80 cm', price: 520000, description: 'Three women weaving agaseke baskets in the shade, their hands and the sisal fibres caught in warm afternoon light.', images: [img('canvas', 'clay', 'waves'), img('canvas', 'earth', 'waves'), img('frame', 'clay', 'waves'), img('canvas', 'sun', 'waves')] },
  { slug: 'kivu-blues', kind: 'artwork', title: 'Kivu Blues', artist: 'Eric Niyonzima', category: 'painting', mediumDescription: 'Acrylic and ink on paper, 70 × 50 cm', material: 'Cotton paper', size: '70 × 50 cm', price: 185000, description: 'Fishing boats on Lake Kivu at night, their lamps scattered like stars across layers of blue ink.', images: [img('canvas', 'night', 'waves'), img('canvas', 'lake', 'waves')] },
  { slug: 'intore', kind: 'artwork', title: 'Intore', artist: 'Aline Uwase', category: 'painting', mediumDescription: 'Mixed media on canvas, 120 × 90 cm', material: 'Canvas', size: '120 × 90 cm', price: 650000, description: 'A dancer mid-leap, headdress flying: the energy of the Intore dance in bold gestures and gold leaf.', images: [img('canvas', 'sun', 'sun'), img('canvas', 'royal', 'sun'), img('frame', 'sun', 'sun'), img('canvas', 'earth', 'sun'), img('frame', 'royal', 'sun')] },
  { slug: 'city-of-a-thousand-hills', kind: 'artwork', title: 'City of a Thousand Hills', artist: 'Patrick Mugisha', category: 'digital', mediumDescription: 'Giclée print on archival paper, edition of 25, 50 × 70 cm', material: 'Archival paper', size: '50 × 70 cm', price: 95000, description: 'A layered digital panorama of Kigali, from Kimihurura to Nyamirambo, in flat planes of colour.', images: [img('frame', 'forest', 'grid')] },
  { slug: 'market-day-kimironko', kind: 'artwork', title: 'Market Day, Kimironko', artist: 'Grace Mukamana', category: 'painting', mediumDescription: 'Acrylic on canvas, 80 × 80 cm', material: 'Canvas', size: '80 × 80 cm', price: 310000, description: 'Stacks of kitenge, baskets of avocados and the bustle of the market rendered in a patchwork of patterns.', images: [img('canvas', 'rose', 'dots'), img('canvas', 'sun', 'dots')] },
  { slug: 'silent-gorilla', kind: 'artwork', title: 'Silent Gorilla', artist: 'Eric Niyonzima', category: 'drawing', mediumDescription: 'Charcoal on paper, 60 × 45 cm', material: 'Paper', size: '60 × 45 cm', price: 150000, description: 'A silverback at rest in the Virunga mist, drawn in charcoal with patient, layered marks.', images: [img('frame', 'ink', 'grid'), img('canvas', 'ink', 'waves')] },
  { slug: 'rain-season', kind: 'artwork', title: 'Rain Season', artist: 'Diane Ingabire', category: 'painting', mediumDescription: 'Watercolour on cotton paper, 40 × 30 cm', material: 'Cotton paper', size: '40 × 30 cm', price: 80000, description: 'Afternoon rain sweeping across tea fields, a small watercolour of greens running into grey.', images: [img('canvas', 'forest', 'stripes')] },
  { slug: 'unity-triptych', kind: 'artwork', title: 'Unity (Triptych)', artist: 'Jean-Paul Habimana', category: 'painting', mediumDescription: 'Acrylic on three canvases, 3 × 50 × 70 cm', material: 'Canvas', size: '150 × 70 cm overall', price: 900000, description: 'Three panels that meet in one continuous pattern: a meditation on many hands building one home.', images: [img('canvas', 'royal', 'imigongo'), img('canvas', 'earth', 'imigongo'), img('canvas', 'forest', 'imigongo'), img('frame', 'royal', 'imigongo')] },
  { slug: 'moto-rider', kind: 'artwork', title: 'Moto Rider', artist: 'Patrick Mugisha', category: 'digital', mediumDescription: 'Screen print on paper, edition of 40, 42 × 59 cm', material: 'Paper', size: '42 × 59 cm', price: 60000, description: 'A Kigali moto taxi driver in bold two-colour screen print: green helmet, orange sky.', images: [img('frame', 'clay', 'stripes'), img('frame', 'forest', 'stripes')] },
  { slug: 'mother-and-child', kind: 'artwork', title: 'Mother and Child', artist: 'Diane Ingabire', category: 'sculpture', mediumDescription: 'Carved jacaranda wood, 45 cm high', material: 'Jacaranda wood', size: '45 cm high', price: 420000, description: 'A mother carrying her child on her back, carved from a single piece of jacaranda and oiled by hand.', images: [img('frame', 'clay', 'waves'), img('frame', 'earth', 'waves'), img('frame', 'sun', 'waves')] },
  { slug: 'banana-leaves', kind: 'artwork', title: 'Banana Leaves', artist: 'Aline Uwase', category: 'painting', mediumDescription: 'Oil on linen, 50 × 50 cm', material: 'Linen', size: '50 × 50 cm', price: 200000, description: 'Light through banana leaves in a backyard in Remera: a quiet study of green and gold.', images: [img('canvas', 'forest', 'sun'), img('canvas', 'sun', 'waves')] },
];

export const HERO_SLIDES = [
  { title: CUSTOM_SHOES_BRAND, subtitle: 'Hand-painted sneakers and made-to-measure shoes from our Kigali studio.', art: [img('shoe', 'earth', 'imigongo'), img('shoe', 'lake', 'waves')] },
  { title: 'Atelier Gallery', subtitle: 'Original paintings, prints and sculpture by Rwandan artists.', art: [img('canvas', 'royal', 'sun')] },
  { title: 'Studio Sessions', subtitle: 'Painting and dance sessions for groups, families and teams.', art: [img('canvas', 'forest', 'dots')] },
];

export const SETTINGS: Record<string, Record<string, unknown>> = {
  basic: {
    company_name: 'Atelier Kigali',
    company_logo_url: '/media/logoImage/atelier-logo-320.webp',
    founded_year: 2020,
    company_tagline: 'Custom fashion, bespoke shoes and graphic art, made in Kigali.',
    company_description:
      'Atelier Kigali is a studio of painters, shoemakers and tailors in Kacyiru. We make custom sneakers, clothing and original art, and we open our studio for painting and dance sessions.',
    mission_statement: 'To turn Rwandan craft and creativity into things people wear, hang and remember, made fairly and to last.',
    vision_statement: 'A Kigali where every neighbourhood has a studio and every young artist can make a living from their work.',
  },
  social: {
    whatsapp: { url: 'https://wa.me/250788000000', phone: '+250 788 000 000' },
    instagram: { url: 'https://www.instagram.com/atelierkigali', profileUrl: 'https://www.instagram.com/atelierkigali', username: 'atelierkigali' },
    facebook: { url: 'https://www.facebook.com/atelierkigali' },
    twitter: { url: 'https://twitter.com/atelierkigali' },
    linkedin: { url: 'https://www.linkedin.com/company/atelierkigali' },
  },
  store: { whatsapp_number: '250788000000', sales_email: 'sales@atelier.rw', support_email: 'support@atelier.rw' },
  bookings: { capacity_per_slot: 10 },
};

/** The five services of spec 02 §2, with the choices it lists. Images reuse demo pictures. */
export const SERVICES = [
  { slug: 'custom-shoes', name: 'Custom Shoes', featured: true, buttonLabel: 'BUY NOW', target: '/store', imageKey: 'demo/imigongo-high-top-sneakers-0', locations: [], types: [],
    description: 'Hand-painted sneakers and made-to-measure leather shoes from our Kigali studio. Pick a pair from the store or bring us your own idea.' },
  { slug: 'painting-sessions', name: 'Painting Sessions', featured: false, buttonLabel: 'BOOK NOW', target: '/book', imageKey: 'demo/dawn-over-nyabugogo-0',
    locations: ['Main Branch', 'City Center', 'East Wing'], types: ['Art Studio', 'Creative Hub', 'Workshop Center'],
    description: 'Two-hour guided painting sessions for friends, families and teams. Canvas, paint and aprons included.' },
  { slug: 'dance-sessions', name: 'Dance Sessions', featured: false, buttonLabel: 'BOOK NOW', target: '/book', imageKey: 'demo/intore-0',
    locations: [], types: ['Modern dance', 'Traditional dance'],
    description: 'Learn Intore and modern dance with our teachers, for beginners and groups.' },
  { slug: 'books', name: 'Books & Reading', featured: false, buttonLabel: 'ORDER NOW', target: '/soon', imageKey: null, locations: [], types: [],
    description: 'Art books, sketchbooks and stories from Rwandan writers, coming soon.' },
  { slug: 'art-supplies', name: 'Art Supplies', featured: false, buttonLabel: 'SHOP NOW', target: '/soon', imageKey: null, locations: [], types: [],
    description: 'Brushes, paints and canvases we use in the studio, coming soon.' },
];

/** The demo coupons; a welcome coupon is one use per customer (docs/decisions/122-money-shown-as-it-is.md). */
export const COUPONS = [
  { code: 'WELCOME10', type: 'percentage' as const, value: 10, minAmount: null, maxDiscount: 20000, perCustomerLimit: 1 },
  { code: 'ART5000', type: 'fixed' as const, value: 5000, minAmount: 50000, maxDiscount: null, perCustomerLimit: null },
];

export const HELP_INTRO =
  '<p>Welcome to the Atelier Kigali help center. Here you will find answers about custom orders, delivery across Rwanda and abroad, returns and our studio sessions. Can\'t find what you need? Write to <a href="mailto:support@atelier.rw">support@atelier.rw</a> or message us on WhatsApp.</p>';

export const HELP_FAQS = [
  { title: 'How long does a custom pair of shoes take?', content: '<p>Most custom sneakers are painted and sealed within <strong>5–7 working days</strong>. Made-to-measure leather shoes take 2–3 weeks. We confirm the date on WhatsApp when you order.</p>' },
  { title: 'How do I pay?', content: '<p>When you place an order, it is saved on our site and sent to us on WhatsApp. We reply with payment instructions: MTN Mobile Money, Airtel Money or bank transfer. Your order shows <em>PAID</em> once we confirm the payment.</p>' },
  { title: 'Do you deliver outside Kigali?', content: '<p>Yes. Delivery in Kigali is free. We ship across Rwanda in 2–3 days and internationally in 7–14 days.</p>' },
  { title: 'Can I return an item?', content: '<p>Ready-made items can be returned within 30 days in their original condition. Custom-painted items can be returned only if they arrive damaged or differ from what we agreed.</p>' },
  { title: 'How do I care for painted sneakers?', content: '<p>Wipe with a damp cloth and mild soap. Do not put painted shoes in a washing machine; air-dry them away from direct sun.</p>' },
  { title: 'Can I book a painting session for a group?', content: '<p>Yes. Groups of up to 10 people per slot can book on the Book page. Materials are included.</p>' },
];

const section = (key: string, title: string, content: string) => ({ key, title, content });

/** Terms (12 sections plus overview) and legal sections (spec 01 §3 Terms section keys). */
export const CONTENT_SECTIONS = [
  section('overview', 'Overview', '<p>These terms govern your use of the Atelier Kigali website and the purchase of our products, artworks and services.</p>'),
  section('acceptance_of_terms', 'Acceptance of Terms', '<p>By using this website or placing an order you agree to these terms. If you do not agree, please do not use the site.</p>'),
  section('use_license', 'Use License', '<p>You may view and print pages for personal, non-commercial use. Our designs, photographs and artworks may not be copied or resold.</p>'),
  section('user_accounts', 'User Accounts', '<p>You are responsible for keeping your password safe and for the activity on your account. Tell us at once if you suspect misuse.</p>'),
  section('prohibited_uses', 'Prohibited Uses', '<p>You may not use the site for unlawful purposes, to send spam, to attempt to break its security, or to collect other customers\' data.</p>'),
  section('content_policy', 'Content Policy', '<p>Reviews and messages you send must be honest and respectful. We may remove content that is abusive, misleading or infringes others\' rights.</p>'),
  section('privacy_policy', 'Privacy Policy', '<p>We collect only what we need to process orders and bookings, and we never sell your data. See our Privacy page for details.</p>'),
  section('payment_terms', 'Payment Terms', '<p>Prices are in Rwandan francs (RWF). Orders are confirmed on WhatsApp and paid by mobile money or bank transfer before production starts.</p>'),
  section('refund_policy', 'Refund Policy', '<p>Ready-made items may be returned within 30 days. Refunds are issued within 5–7 business days after we receive the item.</p>'),
  section('disclaimer', 'Disclaimer', '<p>Hand-made items vary slightly from their photos; that is part of their character. Colours may look different on different screens.</p>'),
  section('governing_law', 'Governing Law', '<p>These terms are governed by the laws of the Republic of Rwanda. Disputes go before the competent courts of Kigali.</p>'),
  section('changes_to_terms', 'Changes to Terms', '<p>We may update these terms. The date of the latest change is shown on this page; continued use means you accept the new terms.</p>'),
  section('service_agreement', 'Service Agreement', '<p>Studio sessions are confirmed by e-mail. Please tell us 24 hours ahead if you cannot attend so we can offer the slot to others.</p>'),
  section('legal_overview', 'Legal Overview', '<p>This page sets out the legal information about Atelier Kigali Ltd, registered in Kigali, Rwanda.</p>'),
  section('legal_copyright', 'Copyright', '<p>All designs, artworks, photographs and texts on this site are © Atelier Kigali and its artists. Artists keep the copyright of their works.</p>'),
  section('legal_trademark', 'Trademark', '<p>Atelier Kigali and Inkweto Customs are trade names of Atelier Kigali Ltd.</p>'),
  section('legal_data_protection', 'Data Protection', '<p>We process personal data under Rwanda\'s Law No. 058/2021 on the protection of personal data and privacy. You may ask to see, correct or delete your data.</p>'),
  section('legal_limitation_of_liability', 'Limitation of Liability', '<p>Our liability for any order is limited to the amount you paid for it, except where the law does not allow such a limit.</p>'),
  section('legal_indemnification', 'Indemnification', '<p>You agree to indemnify us against claims arising from your misuse of the site or breach of these terms.</p>'),
  section('legal_dispute_resolution', 'Dispute Resolution', '<p>We will try to resolve any complaint with you directly first. If we cannot, either party may refer the matter to mediation in Kigali.</p>'),
];

export const TEAM = [
  { name: 'Aline Uwase', role: 'Founder & Lead Artist', bio: 'Painter and designer; started Atelier Kigali in a garage in Kacyiru in 2020.' },
  { name: 'Jean-Paul Habimana', role: 'Master Shoemaker', bio: 'Twenty years of leatherwork; every made-to-measure pair passes through his hands.' },
  { name: 'Grace Mukamana', role: 'Fashion Designer', bio: 'Cuts our kitenge and silk pieces and leads the tailoring team.' },
  { name: 'Eric Niyonzima', role: 'Studio & Sessions Manager', bio: 'Runs the painting and dance sessions and keeps the studio humming.' },
];

export const CONTACT_ITEMS = [
  { contactType: 'email', contactValue: 'hello@atelier.rw', displayName: 'General enquiries', isPrimary: true },
  { contactType: 'support_email', contactValue: 'support@atelier.rw', displayName: 'Customer support', isPrimary: false },
  { contactType: 'sales_email', contactValue: 'sales@atelier.rw', displayName: 'Sales team', isPrimary: false },
  { contactType: 'phone', contactValue: '+250 788 000 000', displayName: 'Studio phone', isPrimary: true },
  { contactType: 'address', contactValue: 'KG 7 Ave, Kacyiru, Kigali, Rwanda', displayName: 'Studio address', isPrimary: true },
  { contactType: 'business_hours', contactValue: 'Mon–Fri 9AM–6PM, Sat 10AM–4PM', displayName: 'Opening hours', isPrimary: false },
  { contactType: 'website', contactValue: 'https://atelier.rw', displayName: 'Website', isPrimary: false },
];

export const VALUES = [
  { title: 'Made by hand', description: 'Every piece is painted, stitched or carved by a person you can meet.', icon: 'brush' },
  { title: 'Fair pay', description: 'Artists and makers earn a fair share of every sale.', icon: 'heart' },
  { title: 'Built to last', description: 'Good materials and repairs for the life of the product.', icon: 'shield' },
];
