/** One turn of a conversation for the generative service. */
interface AiTurn {
  role: 'user' | 'model';
  text: string;
}

export interface AiClient {
  /**
   * Asks the model (generateContent) and returns the first candidate's first text part (spec 01 §7
   * Chat). Throws on a network error, a non-OK reply, a timeout or an unexpected structure.
   */
  generate(req: { system: string; history: AiTurn[]; message: string }): Promise<string>;
}

/** Spec 01 §7: temperature 0.7, topK 40, topP 0.95, maxOutputTokens 1024. */
const GENERATION_CONFIG = { temperature: 0.7, topK: 40, topP: 0.95, maxOutputTokens: 1024 } as const;

/**
 * Client for the generative AI service's REST API. The key travels in the URL as the service
 * expects (spec 01 §7) — from the server only; it never reaches the browser and is never logged.
 */
export function createAiClient(opts: { apiKey: string; model: string; baseUrl: string; timeoutMs?: number }): AiClient {
  const url = `${opts.baseUrl.replace(/\/$/, '')}/v1beta/models/${encodeURIComponent(opts.model)}:generateContent?key=${encodeURIComponent(opts.apiKey)}`;
  return {
    async generate({ system, history, message }) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        body: JSON.stringify({
          systemInstruction: { parts: [{ text: system }] },
          contents: [...history.map((t) => ({ role: t.role, parts: [{ text: t.text }] })), { role: 'user', parts: [{ text: message }] }],
          generationConfig: GENERATION_CONFIG,
        }),
      });
      if (!res.ok) throw new Error(`generative service answered ${res.status}`);
      const body = (await res.json()) as { candidates?: Array<{ content?: { parts?: Array<{ text?: unknown }> } }> };
      const text = body.candidates?.[0]?.content?.parts?.[0]?.text;
      if (typeof text !== 'string' || !text.trim()) throw new Error('generative service answered without text');
      return text.trim();
    },
  };
}
