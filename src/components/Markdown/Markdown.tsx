import { Suspense, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { RetryBanner } from '../Banner/Banner';
import { useComponentMessages } from '../messages';
import { Skeleton } from '../Skeleton/Skeleton';
import { CodeBlock } from './CodeBlock';
import { languageOfFile } from './languages';
import * as styles from './Markdown.css';
import type * as RenderModule from './render';

/** What `src` needs of the app's HTTP client: a GET that answers the file's text. */
export interface MarkdownHttpClient {
  get<T>(path: string, options?: { headers?: Record<string, string>; signal?: AbortSignal }): Promise<T>;
}

export interface MarkdownProps {
  /** The markdown to show. Anything but a string is a mistake of the caller: it throws (or, `silent`, says so). */
  data?: string | null;
  /** A file to fetch as text instead: markdown is rendered, any other file (by extension) shown as code. */
  src?: string;
  /** The app's HTTP client, which `src` is fetched through (the design system has none of its own). */
  http?: MarkdownHttpClient;
  /** GitHub-flavoured markdown: tables, task lists, strikethrough, autolinks, footnotes. On by default. */
  gfm?: boolean;
  /** A single line break in a paragraph breaks the line. Off by default, as in GitHub's files. */
  breaks?: boolean;
  /** Headings get ids from their text (`## Getting started` → `#getting-started`). On by default. */
  headerIds?: boolean;
  /** Mistakes show "An error occurred" in place instead of throwing. */
  silent?: boolean;
  /** The text's language when it is not the page's (an English document on an Arabic page). */
  lang?: string;
  /** Names the text for assistive technology (a landmark-less region otherwise). */
  'aria-label'?: string;
}

/** A mistake in how the component was used, as opposed to a file that could not be fetched. */
export class MarkdownError extends Error {
  override name = 'MarkdownError';
}

/** Why `data` cannot be rendered, or null when it can. */
function inputProblem(data: unknown): string | null {
  if (data === null || data === undefined) return `Markdown: the input is ${String(data)}; a string was expected.`;
  if (typeof data !== 'string')
    return `Markdown: the input is of type ${Array.isArray(data) ? 'array' : typeof data}; a string was expected.`;
  return null;
}

let renderer: Promise<typeof RenderModule> | undefined;
/** The parser, sanitiser and highlighter hooks arrive with the first markdown a page shows. */
const loadRenderer = () =>
  (renderer ??= import('./render').catch((error: unknown) => {
    renderer = undefined;
    throw error;
  }));

const rightToLeft = /^(ar|fa|he|ur)(-|$)/i;

/**
 * Markdown, rendered safely: HTML in the text goes through the app's sanitiser, links and images to
 * `javascript:`, `vbscript:` or `data:` addresses are removed, code blocks are highlighted (the
 * highlighter loads only with code) and have a copy button.
 */
export function Markdown({
  data,
  src,
  http,
  gfm = true,
  breaks = false,
  headerIds = true,
  silent = false,
  lang,
  'aria-label': ariaLabel,
}: MarkdownProps) {
  const problem =
    src !== undefined ? (http ? null : 'Markdown: `src` needs the app’s HTTP client; pass it as `http`.') : inputProblem(data);
  const frame = (content: ReactNode) => (
    <div
      className={styles.markdown}
      lang={lang}
      dir={lang ? (rightToLeft.test(lang) ? 'rtl' : 'ltr') : undefined}
      aria-label={ariaLabel}
      role={ariaLabel ? 'region' : undefined}
    >
      {content}
    </div>
  );
  if (problem) {
    if (!silent) throw new MarkdownError(problem);
    return frame(<MistakeMessage detail={problem} />);
  }
  const options = { gfm, breaks, headerIds, lang };
  return frame(
    <Suspense fallback={<MarkdownPlaceholder />}>
      {src !== undefined ? (
        <SourceFile src={src} http={http!} options={options} />
      ) : (
        <RenderedMarkdown text={data as string} options={options} />
      )}
    </Suspense>,
  );
}

function MistakeMessage({ detail }: { detail: string }) {
  const messages = useComponentMessages();
  return (
    <p role="alert" className={styles.message} title={detail}>
      {messages.markdownError}
    </p>
  );
}

/** Lines of text while the document or the renderer arrives. */
function MarkdownPlaceholder() {
  const messages = useComponentMessages();
  return (
    <div role="status" aria-label={messages.loading}>
      {['60%', '100%', '92%', '96%', '40%'].map((width, index) => (
        <p key={index}>
          <Skeleton width={width} />
        </p>
      ))}
    </div>
  );
}

type Options = Required<Pick<MarkdownProps, 'gfm' | 'breaks' | 'headerIds'>> & Pick<MarkdownProps, 'lang'>;

function RenderedMarkdown({ text, options }: { text: string; options: Options }) {
  const { renderMarkdown } = use(loadRenderer());
  const messages = useComponentMessages();
  const { locale } = useLocale();
  const { gfm, breaks, headerIds, lang } = options;
  // Numbers the document writes itself (its footnotes' references) in its language's digits.
  const numbers = useMemo(() => new Intl.NumberFormat(lang ?? locale), [lang, locale]);
  return useMemo(
    () => renderMarkdown(text, { gfm, breaks, headerIds }, messages, numbers.format),
    [renderMarkdown, text, gfm, breaks, headerIds, messages, numbers],
  );
}

const isMarkdownFile = (src: string) => /\.(md|markdown)([?#].*)?$/i.test(src);

type Fetched = { src: string; text: string } | { src: string; failed: true };

/** The file at `src`, fetched as text; a failure says so and can be tried again. */
function SourceFile({ src, http, options }: { src: string; http: MarkdownHttpClient; options: Options }) {
  const messages = useComponentMessages();
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    http.get<unknown>(src, { headers: { Accept: 'text/markdown, text/plain;q=0.9, */*;q=0.5' }, signal: controller.signal }).then(
      // A JSON file arrives parsed; it is shown as its text.
      (body) => setFetched({ src, text: typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body, null, 2) }),
      () => !controller.signal.aborted && setFetched({ src, failed: true }),
    );
    return () => controller.abort();
  }, [http, src, attempt]);

  const current = fetched?.src === src ? fetched : null;
  if (!current) return <MarkdownPlaceholder />;
  if ('failed' in current)
    return (
      <RetryBanner
        title={messages.markdownLoadFailed}
        onRetry={() => {
          setFetched(null);
          setAttempt((count) => count + 1);
        }}
      />
    );
  return isMarkdownFile(src) ? (
    <RenderedMarkdown text={current.text} options={options} />
  ) : (
    <CodeBlock code={current.text} language={languageOfFile(src).id} />
  );
}
