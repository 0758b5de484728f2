/** How one set draws an icon by its name, at a size in pixels; decorative, the tile names it. */
export type IconPicture = (props: { name: string; size: number }) => React.ReactNode;
