/**
 * AI crawlers and agents by robots.txt user-agent token.
 *
 * The list of tokens follows the ai.robots.txt project's robots.json
 * (https://github.com/ai-robots-txt/ai.robots.txt, MIT licence, © the ai.robots.txt contributors),
 * as of commit 0037a9e. The operator names are shortened and the `purpose` classification is ours,
 * made from the project's "function" and "description" fields:
 *
 * - `training`: collects content to train models; blocking it does not remove a site from answers.
 * - `search`: builds an AI search / retrieval index that answer engines cite; blocking it removes
 *   the site from those answers.
 * - `user`: fetches a page when a person asks an assistant about it (user-triggered retrieval).
 * - `agent`: a browsing or coding agent acting for a person.
 * - `scraper`: a data provider or scraper whose output is resold or used for mixed AI purposes.
 * - `other`: undocumented or not primarily an AI crawler.
 */
export type CrawlerPurpose = 'training' | 'search' | 'user' | 'agent' | 'scraper' | 'other';

export interface AiCrawler {
  /** The user-agent token as the operator spells it. */
  token: string;
  operator: string;
  purpose: CrawlerPurpose;
}

const T = 'training', S = 'search', U = 'user', A = 'agent', X = 'scraper', O = 'other';

const LIST: Array<[string, string, CrawlerPurpose]> = [
  ['AddSearchBot', 'AddSearch', S],
  ['AgentTimes', 'The Agent Times', X],
  ['AI2Bot', 'Ai2', T],
  ['AI2Bot-DeepResearchEval', 'Ai2', U],
  ['Ai2Bot-Dolma', 'Ai2', T],
  ['aiHitBot', 'aiHit', X],
  ['AIWebIndex', 'Lyrenth', S],
  ['amazon-kendra', 'Amazon', S],
  ['amazon-QBusiness', 'Amazon', U],
  ['Amazonbot', 'Amazon', S],
  ['AmazonBuyForMe', 'Amazon', A],
  ['Amzn-SearchBot', 'Amazon', S],
  ['Amzn-User', 'Amazon', U],
  ['Andibot', 'Andi', S],
  ['Anomura', 'Direqt', S],
  ['anthropic-ai', 'Anthropic', T],
  ['ApifyBot', 'Apify', X],
  ['ApifyWebsiteContentCrawler', 'Apify', X],
  ['Applebot', 'Apple', S],
  ['Applebot-Extended', 'Apple', T],
  ['Aranet-SearchBot', 'unknown', O],
  ['atlassian-bot', 'Atlassian', S],
  ['Awario', 'Awario', X],
  ['AzureAI-SearchBot', 'Microsoft Azure AI', S],
  ['bedrockbot', 'Amazon', X],
  ['bigsur.ai', 'Big Sur AI', U],
  ['Bravebot', 'Brave', S],
  ['Brightbot', 'Bright Data', X],
  ['Brightbot 1.0', 'Bright Data', T],
  ['BuddyBot', 'BuddyBotLearning', O],
  ['Bytespider', 'ByteDance', T],
  ['CCBot', 'Common Crawl', T],
  ['Channel3Bot', 'Channel3', S],
  ['ChatGLM-Spider', 'Zhipu AI', X],
  ['ChatGPT Agent', 'OpenAI', A],
  ['ChatGPT-User', 'OpenAI', U],
  ['Claude-Code', 'Anthropic', A],
  ['Claude-SearchBot', 'Anthropic', S],
  ['Claude-User', 'Anthropic', U],
  ['Claude-Web', 'Anthropic', O],
  ['ClaudeBot', 'Anthropic', T],
  ['Cloudflare-AutoRAG', 'Cloudflare', S],
  ['CloudVertexBot', 'Google', T],
  ['Code', 'GitHub Copilot', A],
  ['cohere-ai', 'Cohere', U],
  ['cohere-training-data-crawler', 'Cohere', T],
  ['Cotoyogi', 'ROIS', T],
  ['CragCrawler', 'CragSoftware', X],
  ['Crawl4AI', 'Crawl4AI users', X],
  ['Crawlspace', 'Crawlspace', X],
  ['Cursor', 'Cursor', A],
  ['Datenbank Crawler', 'Datenbank', X],
  ['DeepSeekBot', 'DeepSeek', T],
  ['Devin', 'Cognition', A],
  ['Diffbot', 'Diffbot', X],
  ['DuckAssistBot', 'DuckDuckGo', S],
  ['Echobot Bot', 'Echobox', X],
  ['EchoboxBot', 'Echobox', X],
  ['ExaBot', 'Exa', S],
  ['ExaSearchBot', 'Exa', S],
  ['FacebookBot', 'Meta', T],
  ['facebookexternalhit', 'Meta', O],
  ['Factset_spyderbot', 'FactSet', T],
  ['FirecrawlAgent', 'Firecrawl', X],
  ['FriendlyCrawler', 'unknown', T],
  ['GeistHaus-PageFetcher', 'GeistHaus', U],
  ['Gemini-Deep-Research', 'Google', U],
  ['Google-Agent', 'Google', A],
  ['Google-CloudVertexBot', 'Google', X],
  ['Google-Extended', 'Google', T],
  ['Google-Firebase', 'Google', X],
  ['Google-Gemini-CLI', 'Google', A],
  ['Google-NotebookLM', 'Google', U],
  ['GoogleAgent-Mariner', 'Google', A],
  ['GoogleAgent-URLContext', 'Google', U],
  ['GoogleOther', 'Google', X],
  ['GoogleOther-Image', 'Google', X],
  ['GoogleOther-Video', 'Google', X],
  ['GPTBot', 'OpenAI', T],
  ['HenkBot', 'Valyu', S],
  ['iAskBot', 'iAsk', O],
  ['iaskspider', 'iAsk', O],
  ['iaskspider/2.0', 'iAsk', S],
  ['ICC-Crawler', 'NICT', T],
  ['ImagesiftBot', 'ImageSift', X],
  ['imageSpider', 'unknown', X],
  ['img2dataset', 'img2dataset users', T],
  ['ISSCyberRiskCrawler', 'ISS Corporate', T],
  ['kagi-fetcher', 'Kagi', U],
  ['Kangaroo Bot', 'Kangaroo LLM', T],
  ['Kimi-User', 'Moonshot AI', U],
  ['KlaviyoAIBot', 'Klaviyo', U],
  ['KunatoCrawler', 'unknown', O],
  ['laion-huggingface-processor', 'LAION', X],
  ['LAIONDownloader', 'LAION', T],
  ['LCC', 'unknown', X],
  ['Lightpanda', 'Lightpanda users', A],
  ['LinerBot', 'Liner', S],
  ['Linguee Bot', 'Linguee', T],
  ['LinkupBot', 'Linkup', S],
  ['Manus-User', 'Butterfly Effect', A],
  ['meta-externalagent', 'Meta', T],
  ['meta-externalfetcher', 'Meta', U],
  ['meta-webindexer', 'Meta', S],
  ['MistralAI-User', 'Mistral AI', U],
  ['MistralAI-User/1.0', 'Mistral AI', U],
  ['Mozilla-Tabstack', 'Mozilla', A],
  ['MyCentralAIScraperBot', 'unknown', X],
  ['NagetBot', 'Naget', X],
  ['netEstate Imprint Crawler', 'netEstate', X],
  ['newsai', 'unknown', X],
  ['NotebookLM', 'Google', U],
  ['NovaAct', 'Amazon', A],
  ['OAI-SearchBot', 'OpenAI', S],
  ['omgili', 'Webz.io', X],
  ['omgilibot', 'Webz.io', X],
  ['OpenAI', 'OpenAI', O],
  ['opencode', 'OpenCode', A],
  ['Operator', 'OpenAI', A],
  ['PanguBot', 'Huawei', T],
  ['Panscient', 'Panscient', X],
  ['panscient.com', 'Panscient', X],
  ['Perplexity-User', 'Perplexity', U],
  ['PerplexityBot', 'Perplexity', S],
  ['PetalBot', 'Huawei', S],
  ['PhindBot', 'Phind', S],
  ['Poggio-Citations', 'Poggio', U],
  ['Poseidon Research Crawler', 'Poseidon Research', X],
  ['QualifiedBot', 'Qualified', U],
  ['Querit-SearchBot', 'Querit', S],
  ['QueritBot', 'Querit', S],
  ['QuillBot', 'QuillBot', O],
  ['quillbot.com', 'QuillBot', O],
  ['Reflectionbot', 'Reflection AI', O],
  ['SBIntuitionsBot', 'SB Intuitions', T],
  ['Scrapy', 'Scrapy users', X],
  ['SemrushBot-OCOB', 'Semrush', O],
  ['SemrushBot-SWA', 'Semrush', O],
  ['Shap-User', 'Parallel', U],
  ['ShapBot', 'Parallel', S],
  ['Sidetrade indexer bot', 'Sidetrade', T],
  ['Spider', 'unknown', X],
  ['TavilyBot', 'Tavily', S],
  ['Terra Cotta', 'Ceramic AI', S],
  ['TerraCotta', 'Ceramic AI', S],
  ['Thinkbot', 'Thinkbot', X],
  ['TikTokSpider', 'ByteDance', T],
  ['Timpibot', 'Timpi', T],
  ['TongyiBot', 'Alibaba', U],
  ['Trae', 'ByteDance', A],
  ['TwinAgent', 'Twin', A],
  ['UseAI', 'Use AI', U],
  ['VelenPublicWebCrawler', 'Velen', T],
  ['WARDBot', 'WEBSPARK', X],
  ['Webzio-Extended', 'Webz.io', T],
  ['wpbot', 'QuantumCloud', O],
  ['WRTNBot', 'Wrtn', O],
  ['YaK', 'Meltwater', X],
  ['YandexAdditional', 'Yandex', S],
  ['YandexAdditionalBot', 'Yandex', S],
  ['YiyanBot', 'Baidu', U],
  ['YouBot', 'You.com', S],
  ['ZanistaBot', 'Zanista', S],
];

export const AI_CRAWLERS: readonly AiCrawler[] = LIST.map(([token, operator, purpose]) => ({ token, operator, purpose }));

/** By lower-case token (robots.txt matching is case-insensitive, RFC 9309 §2.2.1). */
export const AI_CRAWLER_BY_TOKEN: ReadonlyMap<string, AiCrawler> = new Map(AI_CRAWLERS.map((c) => [c.token.toLowerCase(), c]));

export function crawlersOf(purpose: CrawlerPurpose): AiCrawler[] {
  return AI_CRAWLERS.filter((c) => c.purpose === purpose);
}

/**
 * The crawlers of the largest answer engines and model makers, which a deliberate policy is
 * expected to name. Judgement calls in rules use these; the long tail is reported but not required.
 */
export const MAJOR_TRAINING = ['GPTBot', 'ClaudeBot', 'Google-Extended', 'Applebot-Extended', 'CCBot', 'meta-externalagent', 'Bytespider'];
export const MAJOR_SEARCH = ['OAI-SearchBot', 'Claude-SearchBot', 'PerplexityBot', 'Applebot', 'DuckAssistBot', 'meta-webindexer', 'YouBot', 'Amazonbot'];
export const MAJOR_USER = ['ChatGPT-User', 'Claude-User', 'Perplexity-User', 'MistralAI-User', 'meta-externalfetcher', 'kagi-fetcher'];

/**
 * Tokens their operator has replaced: a rule naming only the old token does not reach the crawler
 * that is active today. Anthropic's crawler documentation lists ClaudeBot, Claude-User and
 * Claude-SearchBot; `anthropic-ai` and `Claude-Web` are older tokens.
 */
export const SUPERSEDED_TOKENS: ReadonlyMap<string, string> = new Map([
  ['anthropic-ai', 'ClaudeBot'],
  ['claude-web', 'ClaudeBot'],
]);
