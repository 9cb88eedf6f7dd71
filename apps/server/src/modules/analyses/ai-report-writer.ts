import OpenAI from 'openai';
import type { AppConfig } from '../../config';
import { UpstreamError } from '../../lib/errors';
import type { ReportRequest, ReportWriter, WrittenReport } from './report-writer';

type AiConfig = NonNullable<AppConfig['ai']>;

const SYSTEM_PROMPT = [
  'You are the market analyst of a crypto trading-signals desk. Write a report for the traders from the',
  'analysis numbers you are given (JSON): 3 to 5 short paragraphs of plain text separated by blank lines;',
  'short lists may use lines starting with "- ". No markdown headings, no tables. Use only the numbers given:',
  'never invent prices or levels. Say what the numbers mean for a trade now (direction, entries, targets,',
  'invalidation) and end with the main risk.',
].join(' ');

const TITLES: Record<ReportRequest['kind'], string> = {
  bitcoin: 'Bitcoin (BTCUSDT) analysis on 1h, 4h and 1d',
  altcoin: 'Altcoin market over the USDT perpetuals, last 24 hours',
};

/**
 * Reports written by a model behind any OpenAI-compatible chat-completions endpoint (docs/analyses.md, "AI
 * reports"). One attempt, within the configured time limit: a failure or a timeout is a 502 carrying the
 * provider's message. The key goes only into the request's Authorization header: the SDK's own logging is off
 * and the key is blanked out of any message that would quote it.
 */
export class AiReportWriter implements ReportWriter {
  private readonly client: OpenAI;

  constructor(
    private readonly config: AiConfig,
    private readonly now: () => number,
  ) {
    this.client = new OpenAI({
      apiKey: config.apiKey,
      baseURL: config.baseUrl,
      timeout: config.timeoutMs,
      maxRetries: 0,
      logLevel: 'off',
    });
  }

  async write(request: ReportRequest): Promise<WrittenReport> {
    const numbers = request.kind === 'bitcoin' ? request.analysis : request.overview;
    let text: string | null | undefined;
    try {
      const completion = await this.client.chat.completions.create({
        model: this.config.model,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `${TITLES[request.kind]}:\n${JSON.stringify(numbers)}` },
        ],
      });
      text = completion.choices[0]?.message?.content;
    } catch (error) {
      const detail = this.describe(error);
      throw new UpstreamError(`The report provider failed: ${detail}`).because('upstream.report', { detail });
    }
    if (!text?.trim())
      throw new UpstreamError('The report provider failed: it returned an empty report').because(
        'upstream.report',
        { detail: 'it returned an empty report' },
      );
    return {
      text: text.trim(),
      source: { writer: 'ai', model: this.config.model, generatedAt: new Date(this.now()).toISOString() },
    };
  }

  private describe(error: unknown): string {
    let message: string;
    if (error instanceof OpenAI.APIConnectionTimeoutError) {
      message = `no answer within ${Math.round(this.config.timeoutMs / 1000)} s`;
    } else if (error instanceof Error && error.message) {
      message = error.message;
    } else {
      message = 'unknown error';
    }
    return message.split(this.config.apiKey).join('[key]');
  }
}
