/**
 * The chat assistant's built-in answerer (docs/decisions/121): with no AI key (the default, and offline) it picks
 * the best-matching answer from the FAQ and help center by weighted word overlap, so the assistant is
 * useful out of the box. Pure: no I/O. It reads English, French and Kinyarwanda (docs/decisions/121).
 */
import type { Locale } from '@atelier/contracts';

export interface KnowledgeEntry {
  question: string;
  answer: string;
  /** A page that says more, e.g. /faq or /help. */
  link?: { title: string; url: string };
  /** The same entry in English, when `question` and `answer` are in another language: an English question asked on /rw or /fr still finds it. */
  english?: { question: string; answer: string };
}

const STOPWORDS = new Set(
  'a an and are as at be by can could do does did for from have has how i if in into is it its me my of on or our please should so than that the their them then there these they this to too us was we what when where which who why will with would you your yours hello hi hey about any'.split(
    ' ',
  ),
);

/** Words people use for the same thing, folded to one. */
const SYNONYMS: Record<string, string> = {
  deliver: 'ship',
  delivery: 'ship',
  deliveries: 'ship',
  shipping: 'ship',
  shipped: 'ship',
  send: 'ship',
  arrive: 'ship',
  courier: 'ship',
  refund: 'return',
  refunds: 'return',
  exchange: 'return',
  returning: 'return',
  back: 'return',
  pay: 'payment',
  paid: 'payment',
  paying: 'payment',
  momo: 'payment',
  money: 'payment',
  card: 'payment',
  bank: 'payment',
  transfer: 'payment',
  cost: 'price',
  costs: 'price',
  much: 'price',
  expensive: 'price',
  cheap: 'price',
  login: 'account',
  log: 'account',
  sign: 'account',
  signup: 'account',
  register: 'account',
  registration: 'account',
  profile: 'account',
  open: 'hour',
  opening: 'hour',
  hours: 'hour',
  time: 'hour',
  when: 'hour',
  support: 'hour',
  cancel: 'change',
  cancelled: 'change',
  modify: 'change',
  edit: 'change',
  amend: 'change',
  booking: 'book',
  session: 'book',
  sessions: 'book',
  class: 'book',
  lesson: 'book',
  reserve: 'book',
  sneaker: 'shoe',
  sneakers: 'shoe',
  shoes: 'shoe',
  trainers: 'shoe',
  boots: 'shoe',
  loafers: 'shoe',
  code: 'code',
  verification: 'code',
  verify: 'code',
  otp: 'code',
  coupon: 'discount',
  voucher: 'discount',
  promo: 'discount',
  discounts: 'discount',
  international: 'abroad',
  worldwide: 'abroad',
  overseas: 'abroad',
  country: 'abroad',
  long: 'duration',
  days: 'duration',
  take: 'duration',
  fast: 'duration',
  quickly: 'duration',
};

/** Lower-cased content words, crudely stemmed and folded through SYNONYMS (English). */
function englishWords(text: string): string[] {
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

/**
 * French and Kinyarwanda (docs/decisions/121): words a question leaves out of its meaning, and the
 * stems that say the same intents as the English SYNONYMS (a word holding the stem folds to the
 * intent: "livraison", "livrez" → ship; "kohereza", "mwohereza" → ship). Accents and case are folded
 * first, so "expédition", "Expedition" and "expedition" are one word; the order matters (first stem wins).
 */
const LANGUAGE_RULES: Record<'fr' | 'rw', { stop: Set<string>; intents: Array<[RegExp, string]>; stem: (w: string) => string }> = {
  fr: {
    stop: new Set(
      'a au aux avec bonjour ce ces cet cette combien comment d dans de des du elle en est et etre il ils j je l la le les leur leurs lui m ma mais me merci mes moi mon n ne nos notre nous on ou par pas peut peux peuvent pour pourquoi puis qu quand que quel quelle quelles quels qui quoi s sa salut se ses si son sont sur t ta te tes toi ton tu un une vos votre vous y faire fait faut est-ce svp plait'.split(
        ' ',
      ),
    ),
    intents: [
      [/^pays$|^etranger|international|^monde|^mondial/, 'abroad'],
      [/^livr|^expedi|^envo[iy]|^achemin|^colis|^coursier/, 'ship'],
      [/^retour|^rembours|^echang|^renvo/, 'return'],
      [/^paie|^paye|^payer|^payez|^payon|^regl|^argent|^momo$|^virement|^banque|^bancaire|^carte$/, 'payment'],
      [/^prix|^cout|^cher|^tarif/, 'price'],
      [/^mot$|^passe$|^oubli/, 'password'],
      [/^compte|^inscri|^connect|^identifi|^profil/, 'account'],
      [/^horaire|^heure|^ouvert|^ouvre|^ferme|^assistance|^support/, 'hour'],
      [/^annul|^modifi|^chang/, 'change'],
      [/^reserv|^seance|^cours$|^atelier/, 'book'],
      [/^chaussure|^basket|^sneaker|^botte|^mocassin/, 'shoe'],
      [/^code|^verifi/, 'code'],
      [/^promo|^remise|^reduc|^coupon|^rabais/, 'discount'],
      [/^temps$|^delai|^jour|^long|^rapide|^vite/, 'duration'],
      [/^sur$|^secur|^fiable|^confiance/, 'safe'],
      [/^personnalis|^mesure$|^design|^propre$/, 'custom'],
      [/^command/, 'order'],
    ],
    // Plurals and the commonest verb and adjective endings, so "commandes" and "commander" meet.
    stem: (w) => (w.length > 4 ? w.replace(/(ements?|ations?|es|er|ez|ee|ees|s|x|e)$/, '') : w),
  },
  rw: {
    stop: new Set(
      'ari ba bo bya byo cya cyo cyangwa ese hanyuma iki ibi iyo ka kandi ko ku kuri ma maze mu muri murakoze muraho mwaramutse n na nde ndetse ni niba no none nte nshobora mushobora ushobora ngo nk nka rya ryo uko wa ya yo ye yanjye yawe za zo zanjye zawe ubwo mbese'.split(
        ' ',
      ),
    ),
    intents: [
      [/mahanga|isi$|hanze/, 'abroad'],
      [/ohere|^kugez|^kugeza|^bigera|^bizagera|^bigeze/, 'ship'],
      [/subiz|subir|gusubira|hinduran/, 'return'],
      [/ishyu|ishyur|amafaranga|momo$|^banki/, 'payment'],
      [/giciro|angahe/, 'price'],
      [/jambobanga|ibagiw/, 'password'],
      [/konti|iyandikish|kwinjira|^injira/, 'account'],
      [/masaha|^saa$|ryari|ifungura|fungura|fasha/, 'hour'],
      [/hagarik|hindur/, 'change'],
      [/isomo|amasomo|gufata|^fata|fate$/, 'book'],
      [/nkweto/, 'shoe'],
      [/^kode|kwemeza/, 'code'],
      [/igabany|gabanyirizwa/, 'discount'],
      [/kingana|iminsi|^bifata|^ifata|^bitwara|vuba/, 'duration'],
      [/umutekano|izewe|byizewe/, 'safe'],
      [/byifuzo|bwite|igishushanyo/, 'custom'],
      [/komande|gutumiz|tumiza/, 'order'],
    ],
    stem: (w) => w,
  },
};

/** `text`'s words in `locale` as the answerer compares them: accents and case folded, stop words out, intents folded. */
function translatedWords(text: string, locale: 'fr' | 'rw'): string[] {
  const rules = LANGUAGE_RULES[locale];
  return text
    .replace(/<[^>]+>/g, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !rules.stop.has(w))
    .map((w) => rules.intents.find(([stem]) => stem.test(w))?.[1] ?? rules.stem(w));
}

/** `text`'s content words in `locale` (English by default), as the answerer compares them. */
function words(text: string, locale: Locale = 'en'): string[] {
  return locale === 'en' ? englishWords(text) : translatedWords(text, locale);
}

/** Words that say what someone wants (return, ship, pay…) weigh more than what they talk about (shoe). */
const INTENT_WORDS = new Set(['return', 'ship', 'payment', 'price', 'account', 'password', 'hour', 'change', 'book', 'discount', 'code', 'abroad', 'duration', 'safe', 'custom']);

/** Intents about the shop's policies rather than its goods: a question with one of them gets no product suggestions. */
const POLICY_INTENTS = new Set([...INTENT_WORDS].filter((w) => w !== 'price' && w !== 'custom'));

/**
 * The words of `question` worth looking up in the catalog: none when the question is about
 * a policy (shipping, returns, payment, hours, accounts…), so "How long does shipping take?" suggests no
 * sneakers; otherwise its content words that are not themselves intents ("How much are the imigongo
 * sneakers?" → imigongo, sneakers). Raw words, not folded, so the catalog search sees what was typed.
 * In French and Kinyarwanda (`locale`) the question is read with that language's words as well as
 * English ones, since a customer on /fr may type "sneakers" (docs/decisions/121).
 */
export function catalogTerms(question: string, locale: Locale = 'en'): string[] {
  const folded = words(question, locale);
  if (folded.some((w) => POLICY_INTENTS.has(w))) return [];
  if (locale !== 'en' && words(question).some((w) => POLICY_INTENTS.has(w))) return [];
  const raw = question.toLowerCase().match(/[a-z\u00c0-\u024f]{3,}/g) ?? [];
  const keeps = (w: string) => words(w).some((f) => !INTENT_WORDS.has(f)) && (locale === 'en' || words(w, locale).some((f) => !INTENT_WORDS.has(f)));
  return [...new Set(raw)].filter(keeps).slice(0, 8);
}

const GREETING = /^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening)|muraho|mwaramutse|bonjour|salut)\b[\s!.,]*$/i;

export type LocalAnswer = { kind: 'greeting' } | { kind: 'answer'; entry: KnowledgeEntry; score: number } | { kind: 'unknown' };

/**
 * The best entry for `question`: question words count double, rare words more than common ones
 * (idf), intent words double again. Below `minScore` the answer is 'unknown'.
 * In French or Kinyarwanda (`locale`), the question is compared with the entries' texts in that
 * language first, then, when nothing is near enough, with their English texts (`english`), so an
 * English question asked on /rw still finds its entry; the entry answers in the request's language
 * either way (docs/decisions/121).
 */
export function answerLocally(question: string, entries: KnowledgeEntry[], locale: Locale = 'en', minScore = 1.2): LocalAnswer {
  if (GREETING.test(question)) return { kind: 'greeting' };
  // An entry the owner has not translated is still English: the English pass reads it with English rules.
  const translated = locale === 'en' ? entries : entries.filter((e) => !e.english || e.english.question !== e.question || e.english.answer !== e.answer);
  const best = bestMatch(question, translated, (e) => e, locale, minScore);
  if (best || locale === 'en') return best ?? { kind: 'unknown' };
  return bestMatch(question, entries, (e) => e.english ?? e, 'en', minScore) ?? { kind: 'unknown' };
}

function bestMatch(question: string, entries: KnowledgeEntry[], text: (e: KnowledgeEntry) => { question: string; answer: string }, locale: Locale, minScore: number): LocalAnswer | null {
  const asked = [...new Set(words(question, locale))];
  if (asked.length === 0 || entries.length === 0) return null;
  const docs = entries.map((e) => ({ e, q: new Set(words(text(e).question, locale)), a: new Set(words(text(e).answer, locale)) }));
  const df = (w: string) => docs.filter((d) => d.q.has(w) || d.a.has(w)).length;
  const idf = new Map(asked.map((w) => [w, Math.log(1 + docs.length / (1 + df(w))) * (INTENT_WORDS.has(w) ? 2 : 1)]));
  let best: { entry: KnowledgeEntry; score: number } | null = null;
  for (const d of docs) {
    let score = 0;
    for (const w of asked) score += (d.q.has(w) ? 2 : d.a.has(w) ? 1 : 0) * idf.get(w)!;
    score /= Math.sqrt(asked.length);
    if (!best || score > best.score) best = { entry: d.e, score };
  }
  return best && best.score >= minScore ? { kind: 'answer', ...best } : null;
}
