import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Markdown, Switch, TextArea } from '@/components';
import { useSessionItem } from '@/lib/auth';
import * as styles from './Docs.css';

interface PlaygroundState {
  /** Null until the designer types: the sample in the page's language. */
  text: string | null;
  gfm: boolean;
  breaks: boolean;
  headerIds: boolean;
}

const defaults: PlaygroundState = { text: null, gfm: true, breaks: false, headerIds: true };

/**
 * Markdown typed on one side, rendered on the other, with the component's three options. What is typed
 * is kept for this tab's session, so a reload or a look at another page loses nothing.
 */
export function Playground() {
  const { t } = useTranslation('docs');
  const [state, setState] = useSessionItem<PlaygroundState>('docs.playground', defaults);
  const text = state.text ?? t('playground.sample');
  // Typing stays quick with a long text: the preview follows as soon as React has time.
  const shown = useDeferredValue(text);
  const change = (next: Partial<PlaygroundState>) => setState((current) => ({ ...current, ...next }));
  return (
    <div className={styles.playground}>
      <div className={styles.editor}>
        <TextArea
          label={t('playground.input')}
          description={t('playground.inputHelp')}
          value={text}
          onChange={(value) => change({ text: value })}
          maxRows={24}
        />
        <fieldset className={styles.options}>
          <legend className={styles.legend}>{t('playground.options')}</legend>
          <Switch value={state.gfm} onChange={(gfm) => change({ gfm })}>
            {t('playground.gfm')}
          </Switch>
          {/* Line breaks are one of GitHub's extensions: without them the switch has nothing to do. */}
          <Switch value={state.breaks && state.gfm} onChange={(breaks) => change({ breaks })} isDisabled={!state.gfm}>
            {t('playground.breaks')}
          </Switch>
          <Switch value={state.headerIds} onChange={(headerIds) => change({ headerIds })}>
            {t('playground.headerIds')}
          </Switch>
        </fieldset>
        <div>
          <Button
            variant="secondary"
            icon="arrow-path"
            onPress={() => setState(defaults)}
            isDisabled={state.text === null && state.gfm && !state.breaks && state.headerIds}
          >
            {t('playground.reset')}
          </Button>
        </div>
      </div>
      <section className={styles.preview} aria-labelledby="playground-preview">
        <h2 id="playground-preview" className={styles.sectionTitle}>
          {t('playground.preview')}
        </h2>
        <Markdown data={shown} gfm={state.gfm} breaks={state.breaks} headerIds={state.headerIds} />
      </section>
    </div>
  );
}
