import { CHAT_MESSAGES, FAQ_ENTRIES, faqEntries, formatRwf, type ChatBody, type ChatResponse } from '@atelier/contracts';
import type { z } from 'zod';
import type { Locale } from '@atelier/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AiClient } from '../../lib/ai-client.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { ContentService } from '../content/content.service.js';
import { answerLocally, catalogTerms, type KnowledgeEntry } from './local-answerer.js';

type Link = ChatResponse['links'][number];
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The chat assistant (spec 01 §2, §7 Chat). With an AI client (GEMINI_API_KEY set) the
 * generative service answers, grounded in the company settings, FAQ and help center; without one,
 * or when it fails, the local answerer replies from the same knowledge. Matching catalog items
 * come back as links either way.
 */
export function chatService(deps: { catalog: CatalogService; content: ContentService; ai?: AiClient; log: FastifyBaseLogger }) {
  /**
   * The spec's FAQ and the owner's help-center FAQs in `locale` (the FAQ's own translations; the
   * owner's where written, else English), each with its English text for matching an English
   * question asked in another language (docs/decisions/121).
   */
  async function knowledge(locale: Locale): Promise<KnowledgeEntry[]> {
    const faqLink = { title: 'FAQ', url: '/faq' };
    const helpLink = { title: 'Help Center', url: '/help' };
    if (locale === 'en') {
      const help = await deps.content.helpCenter('en');
      return [...FAQ_ENTRIES.map((f) => ({ question: f.question, answer: f.answer, link: faqLink })), ...help.faqs.map((f) => ({ question: f.title, answer: plain(f.content), link: helpLink }))];
    }
    const [help, english] = await Promise.all([deps.content.helpCenter(locale), deps.content.helpCenter('en')]);
    const englishFaq = new Map(english.faqs.map((f) => [f.id, { question: f.title, answer: plain(f.content) }]));
    return [
      ...faqEntries(locale).map((f, i) => ({ question: f.question, answer: f.answer, link: faqLink, english: { question: FAQ_ENTRIES[i]!.question, answer: FAQ_ENTRIES[i]!.answer } })),
      ...help.faqs.map((f) => ({ question: f.title, answer: plain(f.content), link: helpLink, english: englishFaq.get(f.id) })),
    ];
  }

  /**
   * Up to two products and two artworks whose words the question uses, as links; none when the
   * question is about a policy. Searched and titled in `locale` (decision 118: a French request
   * matches the French and the English texts).
   */
  async function catalogLinks(message: string, locale: Locale): Promise<Link[]> {
    const terms = catalogTerms(message, locale);
    if (terms.length === 0) return [];
    const q = terms.join(' or ');
    const [products, artworks] = await Promise.all([deps.catalog.search('product', q, locale), deps.catalog.search('artwork', q, locale)]);
    const by = (title: string, artist: string | null | undefined) => (locale === 'en' ? `${title} by ${artist}` : `${title} · ${artist}`);
    return [
      ...products.slice(0, 2).map((p) => ({ title: `${p.title} (${formatRwf(p.price, locale)})`, url: `/payment?id=${p.id}` })),
      ...artworks.slice(0, 2).map((a) => ({ title: `${by(a.title, a.artist)} (${formatRwf(a.price, locale)})`, url: `/buy?id=${a.id}` })),
    ];
  }

  async function systemInstruction(entries: KnowledgeEntry[], links: Link[], locale: Locale): Promise<string> {
    const [basic, contact] = await Promise.all([deps.content.basic(locale), deps.content.contact(locale)]);
    return [
      `You are the shopping assistant of ${basic.company_name}, ${basic.company_tagline}`,
      basic.company_description,
      `Mission: ${basic.mission_statement}`,
      `Contact: email ${contact.email ?? 'n/a'}, phone ${contact.phone ?? 'n/a'}, address ${contact.address ?? 'n/a'}, hours ${contact.business_hours ?? 'n/a'}.`,
      'Prices are in Rwandan francs (RWF). Orders are placed on the site and confirmed on WhatsApp; payment is by mobile money or bank transfer.',
      'Facts you may use:',
      ...entries.map((e) => `Q: ${e.question}\nA: ${e.answer}`),
      ...(links.length ? ['Items from the catalog that match the question:', ...links.map((l) => `- ${l.title}`)] : []),
      'Answer in under 150 words, in the language of the question, friendly and precise. If you do not know, say so and suggest the Help Center or contacting support. Never invent prices, policies or products.',
    ].join('\n');
  }

  return {
    /**
     * Answers one message (with up to 12 earlier messages as context), grounded in the FAQ and the
     * owner's texts in `locale` (the request's language, decisions 112 and 121: a Kinyarwanda
     * question gets the Kinyarwanda answer). Never throws for a bad answer from the AI.
     */
    async reply(body: z.output<typeof ChatBody>, locale: Locale = 'en'): Promise<Omit<ChatResponse, 'success'>> {
      const [entries, links] = await Promise.all([knowledge(locale), catalogLinks(body.message, locale)]);
      if (deps.ai) {
        try {
          const history = body.history.map((m) => ({ role: m.sender === 'user' ? ('user' as const) : ('model' as const), text: m.text }));
          const reply = await deps.ai.generate({ system: await systemInstruction(entries, links, locale), history, message: body.message });
          return { reply, links, source: 'ai' };
        } catch (err) {
          deps.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'chat: the generative service failed; answering locally');
        }
      }
      const local = answerLocally(body.message, entries, locale);
      if (local.kind === 'greeting') return { reply: CHAT_MESSAGES.greeting, links, source: 'local' };
      if (local.kind === 'answer') return { reply: local.entry.answer, links: [...links, ...(local.entry.link ? [local.entry.link] : [])], source: 'local' };
      if (links.length) return { reply: 'Here is what I found in our catalog:', links, source: 'local' };
      return {
        reply: "I'm not sure I understood. You can ask me about orders, delivery, returns, payment, custom shoes or the gallery, or browse the Help Center.",
        links: [
          { title: 'Help Center', url: '/help' },
          { title: 'Contact us', url: '/contact' },
        ],
        source: 'local',
      };
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
