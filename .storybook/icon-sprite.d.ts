declare module 'virtual:icon-sprite' {
  /** The UI icons' sprite, as index.html carries it in the app (build/icon-sprite.ts). */
  const sprite: string;
  export default sprite;
}
