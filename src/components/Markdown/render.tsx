import parse, { attributesToProps, domToReact, Element, Text, type DOMNode, type HTMLReactParserOptions } from 'html-react-parser';
import { Marked } from 'marked';
import markedFootnote from 'marked-footnote';
import { gfmHeadingId } from 'marked-gfm-heading-id';
import type { ReactNode } from 'react';
import type { ComponentMessages } from '../messages';
import { visuallyHidden } from '../styles/visually-hidden.css';
import { CodeBlock } from './CodeBlock';
import { MarkdownLink } from './MarkdownLink';
import * as styles from './Markdown.css';
import { sanitizeMarkdownHtml } from './sanitize';

/**
 * Markdown to elements, loaded with the first markdown a page shows: marked (the parser whose
 * defaults the spec names) writes HTML, the app's sanitiser cleans it, raw HTML in the text included,
 * and html-react-parser turns it into elements, code blocks and links into the design system's own.
 */

export interface MarkdownOptions {
  gfm: boolean;
  breaks: boolean;
  headerIds: boolean;
}

const parsers = new Map<string, Marked>();

function parserFor(options: MarkdownOptions, messages: ComponentMessages) {
  const key = JSON.stringify([options, messages.footnotes, messages.backToReference]);
  let parser = parsers.get(key);
  if (!parser) {
    parser = new Marked({ gfm: options.gfm, breaks: options.breaks, async: false });
    if (options.headerIds) parser.use(gfmHeadingId());
    if (options.gfm)
      parser.use(markedFootnote({ description: messages.footnotes, backRefLabel: messages.backToReference, headingClass: visuallyHidden }));
    parsers.set(key, parser);
  }
  return parser;
}

const textOf = (nodes: readonly DOMNode[]): string =>
  nodes.map((node) => (node instanceof Text ? node.data : node instanceof Element ? textOf(node.children as DOMNode[]) : '')).join('');

function replacer(messages: ComponentMessages, formatNumber: (value: number) => string): HTMLReactParserOptions {
  const options: HTMLReactParserOptions = {
    replace: (node) => {
      if (!(node instanceof Element)) return undefined;
      const children = node.children as DOMNode[];
      if (node.name === 'pre' && children.length === 1 && children[0] instanceof Element && children[0].name === 'code') {
        const language = /(?:^|\s)language-(\S+)/.exec(children[0].attribs.class ?? '')?.[1];
        // marked ends a block's code with its line break; the block shows it without.
        return <CodeBlock code={textOf(children).replace(/\n$/, '')} language={language} />;
      }
      // A footnote's reference counts in the document's digits, as its list does (١ in Arabic).
      const footnoteNumber = node.name === 'a' && 'data-footnote-ref' in node.attribs ? Number(textOf(children)) : Number.NaN;
      if (Number.isInteger(footnoteNumber)) return <a {...attributesToProps(node.attribs)}>{formatNumber(footnoteNumber)}</a>;
      // Links within the text (`#heading`, footnotes) stay as they are: the browser scrolls to them.
      const href = node.attribs.href;
      if (node.name === 'a' && href && !href.startsWith('#')) {
        return <MarkdownLink href={href}>{domToReact(children, options)}</MarkdownLink>;
      }
      if (node.name === 'input' && node.attribs.type === 'checkbox') {
        // A task list's box: shown as done or not, read out with its task.
        const task = textOf((node.parent?.children ?? []) as DOMNode[]).trim();
        return (
          <input
            type="checkbox"
            className={styles.taskBox}
            checked={'checked' in node.attribs}
            disabled
            readOnly
            aria-label={task || undefined}
          />
        );
      }
      if (node.name === 'table') {
        return (
          // A wide table scrolls sideways by itself; focusable, so a keyboard can scroll it too.
          <div className={styles.tableScroller} tabIndex={0} role="group" aria-label={messages.table}>
            <table>{domToReact(children, options)}</table>
          </div>
        );
      }
      return undefined;
    },
  };
  return options;
}

export function renderMarkdown(
  markdown: string,
  options: MarkdownOptions,
  messages: ComponentMessages,
  formatNumber: (value: number) => string,
): ReactNode {
  const html = parserFor(options, messages).parse(markdown) as string;
  return parse(sanitizeMarkdownHtml(html), replacer(messages, formatNumber));
}
