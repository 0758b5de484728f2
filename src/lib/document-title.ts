import { useEffect } from 'react';

/**
 * Names the browser tab after the page: its main heading, then the product ('Einstellungen · Call
 * Center'). The heading is the name the page already gives itself, in the page's language, so no
 * route has to repeat it; it is followed as it changes (a page that loads, another route).
 */
export function useTitleFromHeading(appName: string) {
  useEffect(() => {
    const update = () => {
      // The page's own heading, in its main landmark (not a heading some other tool put on the page).
      const heading = (document.querySelector('main h1') ?? document.querySelector('#main-content h1'))?.textContent?.trim();
      const title = heading && heading !== appName ? `${heading} · ${appName}` : appName;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [appName]);
}
