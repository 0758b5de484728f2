// Self-hosted fonts: the files ship with the app and use font-display: swap, so text never waits.
import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-arabic';
