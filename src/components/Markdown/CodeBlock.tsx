import { useEffect, useState, type ReactNode } from 'react';
import type { HighlightTree } from './highlight';
import { CopyButton } from '../CopyButton/CopyButton';
import { useComponentMessages } from '../messages';
import { codeLanguage } from './languages';
import * as styles from './Markdown.css';

type TreeNode = HighlightTree['children'][number];

/** The highlighter's tree as elements: token spans with highlight.js's classes, and text. */
function renderTree(nodes: readonly TreeNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return node.value;
    if (node.type !== 'element') return null;
    const className = node.properties.className;
    return (
      <span key={index} className={Array.isArray(className) ? className.join(' ') : undefined}>
        {renderTree(node.children as TreeNode[])}
      </span>
    );
  });
}

/** The code, highlighted once its grammar has arrived; plain until then, or if it cannot arrive. */
function useHighlighted(code: string, grammar: ReturnType<typeof codeLanguage>['grammar']) {
  const [highlighted, setHighlighted] = useState<{ code: string; grammar: string; nodes: ReactNode[] } | null>(null);
  useEffect(() => {
    if (!grammar) return;
    let current = true;
    import('./highlight')
      .then(({ highlight }) => highlight(code, grammar))
      .then(
        (tree) => current && setHighlighted({ code, grammar, nodes: renderTree(tree.children) }),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [code, grammar]);
  return highlighted && highlighted.code === code && highlighted.grammar === grammar ? highlighted.nodes : null;
}

export interface CodeBlockProps {
  code: string;
  /** As a fence or a file extension names it: `ts`, `json`, `bash`... */
  language?: string;
}

/** A block of code: its language, a copy button, and the code highlighted in its grammar. */
export function CodeBlock({ code, language }: CodeBlockProps) {
  const messages = useComponentMessages();
  const { name, grammar } = codeLanguage(language);
  const highlighted = useHighlighted(code, grammar);
  return (
    <figure className={styles.codeBlock}>
      <figcaption className={styles.codeHeader}>
        <span className={styles.codeLanguage}>{name || messages.plainText}</span>
        <CopyButton text={code} size="sm" variant="ghost" />
      </figcaption>
      {/* Scrolls sideways on its own; focusable so a keyboard can scroll it too. */}
      <pre className={styles.pre} dir="ltr" tabIndex={0} data-highlighted={highlighted ? '' : undefined}>
        <code>{highlighted ?? code}</code>
      </pre>
    </figure>
  );
}
