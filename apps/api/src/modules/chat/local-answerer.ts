/**
 * The chat assistant's built-in answerer (issue 4): with no AI key (the default, and offline) it picks
 * the best-matching answer from the FAQ and help center by weighted word overlap, so the assistant is
 * useful out of the box. Pure: no I/O.
 */

export interface KnowledgeEntry {
  question: string;
  answer: string;
  /** A page that says more, e.g. /faq or /help. */
  link?: { title: string; url: string };
}

const STOPWORDS = new Set(
  'a an and are as at be by can could do does did for from have has how i if in into is it its me my of on or our please should so than that the their them then there these they this to too us was we what when where which who why will with would you your yours hello hi hey about any'.split(' '),
);

/** Words people use for the same thing, folded to one. */
const SYNONYMS: Record<string, string> = {
  deliver: 'ship', delivery: 'ship', deliveries: 'ship', shipping: 'ship', shipped: 'ship', send: 'ship', arrive: 'ship', courier: 'ship',
  refund: 'return', refunds: 'return', exchange: 'return', returning: 'return', back: 'return',
  pay: 'payment', paid: 'payment', paying: 'payment', momo: 'payment', money: 'payment', card: 'payment', bank: 'payment', transfer: 'payment',
  cost: 'price', costs: 'price', much: 'price', expensive: 'price', cheap: 'price',
  login: 'account', log: 'account', sign: 'account', signup: 'account', register: 'account', registration: 'account', profile: 'account',
  open: 'hour', opening: 'hour', hours: 'hour', time: 'hour', when: 'hour', support: 'hour',
  cancel: 'change', cancelled: 'change', modify: 'change', edit: 'change', amend: 'change',
  booking: 'book', session: 'book', sessions: 'book', class: 'book', lesson: 'book', reserve: 'book',
  sneaker: 'shoe', sneakers: 'shoe', shoes: 'shoe', trainers: 'shoe', boots: 'shoe', loafers: 'shoe',
  code: 'code', verification: 'code', verify: 'code', otp: 'code',
  coupon: 'discount', voucher: 'discount', promo: 'discount', discounts: 'discount',
  international: 'abroad', worldwide: 'abroad', overseas: 'abroad', country: 'abroad',
  long: 'duration', days: 'duration', take: 'duration', fast: 'duration', quickly: 'duration',
};

/** Lower-cased content words, crudely stemmed and folded through SYNONYMS. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/<[^>]+>/g, ' ')
    .replace(/[^a-z0-9\u00c0-\u024f\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter((w) => w.length > 1 && !STOPWORDS.has(w))
    .map((w) => SYNONYMS[w] ?? w)
    .map((w) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .map((w) => SYNONYMS[w] ?? w);
}

/** Words that say what someone wants (return, ship, pay…) weigh more than what they talk about (shoe). */
const INTENT_WORDS = new Set(['return', 'ship', 'payment', 'price', 'account', 'password', 'hour', 'change', 'book', 'discount', 'code', 'abroad', 'duration', 'safe', 'custom']);

/** Intents about the shop's policies rather than its goods: a question with one of them gets no product suggestions. */
const POLICY_INTENTS = new Set([...INTENT_WORDS].filter((w) => w !== 'price' && w !== 'custom'));

/**
 * The words of `question` worth looking up in the catalog (issue 20 §4): none when the question is about
 * a policy (shipping, returns, payment, hours, accounts…), so "How long does shipping take?" suggests no
 * sneakers; otherwise its content words that are not themselves intents ("How much are the imigongo
 * sneakers?" → imigongo, sneakers). Raw words, not folded, so the catalog search sees what was typed.
 */
export function catalogTerms(question: string): string[] {
  const folded = words(question);
  if (folded.some((w) => POLICY_INTENTS.has(w))) return [];
  const raw = question.toLowerCase().match(/[a-z\u00c0-\u024f]{3,}/g) ?? [];
  return [...new Set(raw)].filter((w) => words(w).some((f) => !INTENT_WORDS.has(f))).slice(0, 8);
}

const GREETING = /^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening)|muraho|mwaramutse|bonjour|salut)\b[\s!.,]*$/i;

export type LocalAnswer = { kind: 'greeting' } | { kind: 'answer'; entry: KnowledgeEntry; score: number } | { kind: 'unknown' };

/**
 * The best entry for `question`: question words count double, rare words more than common ones
 * (idf), intent words double again. Below `minScore` the answer is 'unknown'.
 */
export function answerLocally(question: string, entries: KnowledgeEntry[], minScore = 1.2): LocalAnswer {
  if (GREETING.test(question)) return { kind: 'greeting' };
  const asked = [...new Set(words(question))];
  if (asked.length === 0 || entries.length === 0) return { kind: 'unknown' };
  const docs = entries.map((e) => ({ e, q: new Set(words(e.question)), a: new Set(words(e.answer)) }));
  const df = (w: string) => docs.filter((d) => d.q.has(w) || d.a.has(w)).length;
  const idf = new Map(asked.map((w) => [w, Math.log(1 + docs.length / (1 + df(w))) * (INTENT_WORDS.has(w) ? 2 : 1)]));
  let best: { entry: KnowledgeEntry; score: number } | null = null;
  for (const d of docs) {
    let score = 0;
    for (const w of asked) score += (d.q.has(w) ? 2 : d.a.has(w) ? 1 : 0) * idf.get(w)!;
    score /= Math.sqrt(asked.length);
    if (!best || score > best.score) best = { entry: d.e, score };
  }
  return best && best.score >= minScore ? { kind: 'answer', ...best } : { kind: 'unknown' };
}
