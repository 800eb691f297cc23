import { counting } from '../lib/page.ts';
import { defineRule, robotsGroups } from '@pagegrade/core';
import { AI_CRAWLER_BY_TOKEN, SUPERSEDED_TOKENS } from '../data/ai-crawlers.ts';

/** Words that show a user-agent line was meant for an AI crawler, and the tokens that exist. */
const FAMILIES: Array<{ word: string; tokens: string }> = [
  { word: 'chatgpt', tokens: 'GPTBot, OAI-SearchBot, ChatGPT-User' },
  { word: 'openai', tokens: 'GPTBot, OAI-SearchBot, ChatGPT-User' },
  { word: 'gpt', tokens: 'GPTBot, OAI-SearchBot, ChatGPT-User' },
  { word: 'claude', tokens: 'ClaudeBot, Claude-SearchBot, Claude-User' },
  { word: 'anthropic', tokens: 'ClaudeBot, Claude-SearchBot, Claude-User' },
  { word: 'perplexity', tokens: 'PerplexityBot, Perplexity-User' },
  { word: 'gemini', tokens: 'Google-Extended' },
  { word: 'bard', tokens: 'Google-Extended' },
  { word: 'cohere', tokens: 'cohere-ai, cohere-training-data-crawler' },
  { word: 'mistral', tokens: 'MistralAI-User' },
  { word: 'bytedance', tokens: 'Bytespider' },
  { word: 'deepseek', tokens: 'DeepSeekBot' },
  { word: 'applebot', tokens: 'Applebot, Applebot-Extended' },
  { word: 'meta-external', tokens: 'meta-externalagent, meta-externalfetcher' },
];

export default defineRule({
  id: 'geo/robots-ai-tokens',
  dimension: 'geo',
  title: 'AI crawler names in robots.txt match real user-agent tokens',
  failureTitle: 'robots.txt names AI crawlers by tokens no crawler uses',
  description:
    'Checks the user-agent lines of robots.txt that aim at AI crawlers (they mention ChatGPT, OpenAI, Claude, Anthropic, Perplexity, Gemini, Cohere …) against the ai.robots.txt list of real tokens. A token no crawler sends (e.g. `ChatGPT`, `Claude`, `Gemini`) warns with the real ones; a superseded token (`anthropic-ai`, `Claude-Web`) without its current replacement warns.',
  why: 'Crawlers only obey the group whose user-agent matches their own product token; a group for "ChatGPT" or "Bard" is silently ignored, so the AI policy the owner wrote is not in force.',
  fix: 'Use the documented tokens, e.g. GPTBot / OAI-SearchBot / ChatGPT-User for OpenAI, ClaudeBot / Claude-SearchBot / Claude-User for Anthropic, Google-Extended for Gemini training.',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['robots'],
  references: ['https://github.com/ai-robots-txt/ai.robots.txt', 'https://www.rfc-editor.org/rfc/rfc9309#section-2.2.1'],
  check(ctx) {
    const found = counting(ctx);
    const agents = new Set<string>();
    for (const g of robotsGroups(ctx.page)) for (const a of g.agents) agents.add(a);
    let aiNamed = 0;
    for (const a of agents) {
      const token = a.split('/')[0]!.trim();
      if (AI_CRAWLER_BY_TOKEN.has(token) || AI_CRAWLER_BY_TOKEN.has(a)) {
        aiNamed++;
        const current = SUPERSEDED_TOKENS.get(token);
        if (current && !agents.has(current.toLowerCase())) found.warn(null, `"${token}" is an old Anthropic token; the crawler active today is ${current}, which robots.txt does not name.`);
        continue;
      }
      const family = FAMILIES.find((f) => token.includes(f.word));
      if (!family) continue;
      aiNamed++;
      found.warn(null, `User-agent "${a}" is not a token any crawler sends; did you mean ${family.tokens}?`);
    }
    if (aiNamed === 0) return ctx.notApplicable('robots.txt does not name any AI crawler.');
    return found.count ? undefined : ctx.pass(`${aiNamed} AI crawler token(s) named, all real and current.`);
  },
});
