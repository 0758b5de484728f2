import { createLowlight } from 'lowlight';
import { loadGrammar, type Grammar } from './languages';

/**
 * The highlighter: highlight.js's grammars through lowlight, which answers a syntax tree instead of an
 * HTML string, so highlighted code is rendered as elements and never parsed as markup. This module and
 * each grammar load only when a page shows code.
 */
const lowlight = createLowlight();
const registering = new Map<Grammar, Promise<void>>();

function register(grammar: Grammar) {
  let done = registering.get(grammar);
  if (!done) {
    done = loadGrammar(grammar).then(
      (language) => lowlight.register(grammar, language),
      (error: unknown) => {
        // A chunk that failed to arrive is asked for again with the next block.
        registering.delete(grammar);
        throw error;
      },
    );
    registering.set(grammar, done);
  }
  return done;
}

export type HighlightTree = ReturnType<typeof lowlight.highlight>;

export async function highlight(code: string, grammar: Grammar): Promise<HighlightTree> {
  await register(grammar);
  return lowlight.highlight(grammar, code);
}
